import { Pool, types } from 'pg';
import type { PoolClient } from 'pg';
import type { Store } from './Store';
import { POSTGRES_MIGRATIONS } from './migrations';
import { migrationName, refuseNewerSchema } from './migrationPlan';
import type { MigrationStep } from './migrationPlan';
import { createRecordStore } from './recordStore';
import type { RegistrationEntry } from './recordStore';
import type { Dialect, Queries, QueryRunner, Statement } from './queryRunner';
import { issueAtOnce } from './postgresBatchStatement';

// PostgreSQL: the pool, its dialect and its runner; the SQL is recordStore.ts's. What differs
// here is the registrations' group commit as one statement (postgresBatchStatement.ts): the
// store's queue hands it each batch, and it falls back to the store's own transaction when a
// resent key is in the batch. Unique indexes settle any race between two inserts of one number
// or e-mail; the sequences' row locks order every issuing transaction.

export interface PostgresStoreOptions {
  connectionString: string;
  /** Schema holding the tables; tests give each file its own so they never see each other. */
  schema?: string;
  poolSize?: number;
  /** Told of each migration step as it is applied (main.ts logs them). */
  onMigration?: (step: MigrationStep) => void;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const DATE_OID = 1082;

export const POSTGRES_DIALECT: Dialect = { engine: 'postgres', greatest: 'GREATEST', lockRows: 'FOR UPDATE SKIP LOCKED', json: '?::json' };

/** `?` to `$1`, `$2`, … (the store's SQL has no `?` inside literals). */
const numbered = (sql: string): string => {
  let count = 0;
  return sql.replace(/\?/g, () => `$${(count += 1)}`);
};

const clientQueries = (client: PoolClient | Pool): Queries => ({
  all: async <T>(sql: string, args: readonly unknown[] = []) => (await client.query(numbered(sql), args as unknown[])).rows as T[],
  run: async (sql, args = []) => (await client.query(numbered(sql), args as unknown[])).rowCount ?? 0,
});

export function postgresRunner(pool: Pool): QueryRunner {
  return {
    dialect: POSTGRES_DIALECT,
    ...clientQueries(pool),
    transaction: (work) => inTransaction(pool, (client) => work(clientQueries(client))),
    batch: (statements: readonly Statement[]) =>
      inTransaction(pool, async (client) => {
        const counts: number[] = [];
        for (const { sql, args } of statements) counts.push((await client.query(numbered(sql), args as unknown[])).rowCount ?? 0);
        return counts;
      }),
    compact: () => vacuumErasedTables(pool),
  };
}

/**
 * The tables an erasure changes (record_activity included). After it, every table of the store's
 * schema is rewritten, these and any other holding text, so a table added later is never missed.
 */
export const ERASED_TABLES = [
  'registrations',
  'applications',
  'email_outbox',
  'local_emailjs_messages',
  'idempotency_keys',
  'audit',
  'record_activity',
  'demo_bookings',
];
/** How long the rewrite waits for a table another session holds before it gives up. */
const VACUUM_LOCK_TIMEOUT = '5s';

/** How long the rewrite waits for transactions that began before the erasure. */
const OLDER_SNAPSHOTS_WAIT_MS = 10_000;

/**
 * Waits until no other session of the database holds a snapshot taken before now: VACUUM keeps
 * every row version such a snapshot may still read, the erased ones included. Answers how many
 * still did when the wait ran out.
 */
async function waitForOlderSnapshots(client: PoolClient): Promise<number> {
  const [{ since } = { since: '' }] = (await client.query<{ since: string }>('SELECT clock_timestamp()::text AS since')).rows;
  const deadline = Date.now() + OLDER_SNAPSHOTS_WAIT_MS;
  for (;;) {
    const { rows } = await client.query<{ holders: string }>(
      `SELECT count(*) AS holders FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
       AND backend_xmin IS NOT NULL AND xact_start < $1::timestamptz`,
      [since],
    );
    const holders = Number(rows[0]?.holders ?? 0);
    if (holders === 0 || Date.now() >= deadline) return holders;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * VACUUM FULL of every table of the schema, after the erasure committed. A plain VACUUM frees
 * the old row versions but leaves their bytes in the pages until something overwrites them (the
 * relation files still held every erased value); VACUUM FULL writes each table and its indexes
 * into new files and drops the old ones. Each table is locked while it is rewritten (about a
 * second at 100,000 records), which an erasure, a rare act of a manager, can afford. It cannot
 * run inside a transaction, so it takes a connection of its own, which is then closed rather
 * than lent again with its lock timeout. An error is the caller's to log: the erasure stands.
 */
async function vacuumErasedTables(pool: Pool): Promise<void> {
  const client = await pool.connect();
  const ignore = (): void => undefined;
  client.on('error', ignore);
  try {
    await client.query(`SET lock_timeout = '${VACUUM_LOCK_TIMEOUT}'`);
    const holders = await waitForOlderSnapshots(client);
    const { rows } = await client.query<{ name: string }>(
      "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    );
    await client.query(`VACUUM FULL ${rows.map((row) => row.name).join(', ')}`);
    if (holders > 0)
      throw new Error(`${holders} transaction(s) begun before the erasure were still open: their snapshot kept the old row versions`);
  } finally {
    client.off('error', ignore);
    client.release(true);
  }
}

export async function openPostgresStore(options: PostgresStoreOptions): Promise<Store> {
  const schema = options.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Schema name ${schema} is not a plain identifier.`);
  const pool = new Pool({
    connectionString: options.connectionString,
    max: options.poolSize ?? 10,
    options: `-c search_path=${schema}`,
    // A request waits at most this long for a connection, then answers 503 (server.ts).
    connectionTimeoutMillis: 5_000,
    // A day stays YYYY-MM-DD text: read as a Date it would become midnight in this process's zone.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === DATE_OID ? (value: string) => value : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
    },
  });
  // An idle connection the server dropped (a restart, a failover) is discarded by the pool and the
  // next query opens a new one; without a listener the error would end the process.
  pool.on('error', () => undefined);
  try {
    const applied = await migrate(pool, schema);
    for (const step of applied) options.onMigration?.(step);
  } catch (error) {
    await pool.end();
    throw error;
  }

  return createRecordStore({
    kind: 'postgres',
    runner: postgresRunner(pool),
    commitRegistrations: (batch: readonly RegistrationEntry[]) => withClient(pool, (client) => issueAtOnce(client, batch)),
    durability: async () => {
      const fsync = await pool.query<{ fsync: string }>('SHOW fsync');
      const commit = await pool.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      return { fsync: fsync.rows[0]?.fsync ?? '', synchronousCommit: commit.rows[0]?.synchronous_commit ?? '' };
    },
    close: () => pool.end(),
  });
}

/** A client lent for one statement committed on its own. */
async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // The pool stops listening to a client it lends out; a server going away mid-query would
  // otherwise end the process. The query fails instead, and the connection is dropped.
  const ignore = (): void => undefined;
  client.on('error', ignore);
  try {
    const result = await work(client);
    client.off('error', ignore);
    client.release();
    return result;
  } catch (error) {
    client.off('error', ignore);
    client.release(true);
    throw error;
  }
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A lent client's connection error would otherwise end the process (see postgresRegistrations.ts).
  const ignore = (): void => undefined;
  client.on('error', ignore);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    client.off('error', ignore);
    client.release();
    return result;
  } catch (error) {
    // A lost connection cannot roll back; it is dropped from the pool instead of lent again.
    const usable = await client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    client.off('error', ignore);
    client.release(usable ? undefined : true);
    throw error;
  }
}

async function migrate(pool: Pool, schema: string): Promise<MigrationStep[]> {
  return inTransaction(pool, async (client) => {
    // The advisory lock keeps two processes starting together from migrating twice.
    await client.query('SELECT pg_advisory_xact_lock(4000)');
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.version));
    refuseNewerSchema(applied, POSTGRES_MIGRATIONS);
    const steps: MigrationStep[] = [];
    for (const migration of POSTGRES_MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await client.query(statement);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      steps.push({ version: migration.version, name: migrationName(migration) });
    }
    return steps;
  });
}

/** Drops a test schema and everything in it. */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Schema name ${schema} is not a plain identifier.`);
  const pool = new Pool({ connectionString, max: 1 });
  try {
    await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await pool.end();
  }
}
