import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { SQLITE_FILE_NAME } from './sqliteStore';

// A store looked at without being created or migrated: the CLIs ask first whether the API's
// store exists (a command run without the deployment's environment must not make an empty one
// beside the checkout), and `migrate status` reads which steps it has.

export interface StoreLocation {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema (tests give each their own); `public` otherwise. */
  schema?: string;
}

/** The versions applied to the store, or null when there is no store there yet. */
export async function appliedVersions(location: StoreLocation): Promise<number[] | null> {
  if (location.databaseUrl) return postgresVersions(location.databaseUrl, location.schema ?? 'public');
  const file = join(location.dataDir, SQLITE_FILE_NAME);
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    if (!table) return null;
    return (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version);
  } finally {
    db.close();
  }
}

async function postgresVersions(connectionString: string, schema: string): Promise<number[] | null> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Schema name ${schema} is not a plain identifier.`);
  const pool = new Pool({ connectionString, max: 1, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => undefined);
  try {
    const found = await pool.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [`${schema}.schema_migrations`]);
    if (!found.rows[0]?.found) return null;
    const rows = await pool.query<{ version: number }>(`SELECT version FROM ${schema}.schema_migrations ORDER BY version`);
    return rows.rows.map((r) => r.version);
  } finally {
    await pool.end();
  }
}

/** The sentence a CLI prints when the store it would use does not exist. */
export function noStoreSentence(location: StoreLocation): string {
  const where = location.databaseUrl
    ? 'The PostgreSQL database DATABASE_URL names has no academy tables'
    : `There is no database in ${location.dataDir}`;
  return `${where}: run the command with the API's environment (set -a; . /etc/academy/api.env; set +a), or create the store first with \`npm run migrate -w api -- apply\`.`;
}
