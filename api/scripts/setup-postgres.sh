#!/usr/bin/env bash
# Prepares a local PostgreSQL for the API's store tests (Debian, run as root). Idempotent:
# installs the server if missing, starts the cluster, creates role and database once.
# The last line printed is the connection URL to export as TEST_DATABASE_URL.
set -euo pipefail

ROLE=academy
PASSWORD=academy
DATABASE=academy_test

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi

CLUSTER=$(pg_lsclusters --no-header | head -n 1)
if [ -z "$CLUSTER" ]; then
  # Installed without its default cluster (a container image may do that): make one.
  INSTALLED=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  if [ -z "$INSTALLED" ]; then
    echo "No PostgreSQL server found after installation." >&2
    exit 1
  fi
  pg_createcluster "$INSTALLED" main >&2
  CLUSTER=$(pg_lsclusters --no-header | head -n 1)
fi
VERSION=$(echo "$CLUSTER" | awk '{print $1}')
NAME=$(echo "$CLUSTER" | awk '{print $2}')
PORT=$(echo "$CLUSTER" | awk '{print $3}')
if ! echo "$CLUSTER" | grep -q online; then
  pg_ctlcluster "$VERSION" "$NAME" start >&2
fi

for _ in $(seq 1 30); do
  if su postgres -c "psql -p $PORT -Atqc 'SELECT 1'" >/dev/null 2>&1; then break; fi
  sleep 1
done

psql_as_postgres() {
  su postgres -c "psql -p $PORT -v ON_ERROR_STOP=1 -Atq $*"
}

if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_roles WHERE rolname = '$ROLE'\"")" != "1" ]; then
  psql_as_postgres "-c \"CREATE ROLE $ROLE LOGIN PASSWORD '$PASSWORD'\"" >&2
fi
if [ "$(psql_as_postgres "-c \"SELECT 1 FROM pg_database WHERE datname = '$DATABASE'\"")" != "1" ]; then
  psql_as_postgres "-c \"CREATE DATABASE $DATABASE OWNER $ROLE\"" >&2
fi

echo "postgres://$ROLE:$PASSWORD@localhost:$PORT/$DATABASE"
