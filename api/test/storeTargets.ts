import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Pool } from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../src/store/Store';
import { SQLITE_FILE_NAME, openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';

// The stores every shared suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL
// names a database. Each opened store is fresh: a new temporary directory or a new schema.

export interface OpenedStore {
  store: Store;
  dataDir: string;
  /**
   * Whether `text` is anywhere in the database's own storage: the bytes of SQLite's files (the
   * write-ahead log included), or any row of any table of the PostgreSQL schema, read raw.
   */
  rawContains: (text: string) => Promise<boolean>;
  /** Opens the same database again, as a second API instance would (closed by dispose). */
  another: () => Promise<Store>;
  /** Closes the store and removes its data. */
  dispose: () => Promise<void>;
}

export interface StoreTarget {
  name: 'sqlite' | 'postgres';
  open(): Promise<OpenedStore>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
let counter = 0;

export function tempDir(prefix = 'academy-api-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

const sqliteTarget: StoreTarget = {
  name: 'sqlite',
  open: async () => {
    const dataDir = tempDir();
    const store = openSqliteStore(dataDir);
    const others: Store[] = [];
    return {
      store,
      dataDir,
      another: async () => {
        const other = openSqliteStore(dataDir);
        others.push(other);
        return other;
      },
      rawContains: async (text) =>
        ['', '-wal', '-journal'].some((suffix) => {
          const file = join(dataDir, `${SQLITE_FILE_NAME}${suffix}`);
          return existsSync(file) && readFileSync(file).includes(Buffer.from(text, 'utf8'));
        }),
      dispose: async () => {
        for (const other of others) await other.close();
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** Every row of every table of `schema`, as text, searched for `text`. */
async function postgresContains(connectionString: string, schema: string, text: string): Promise<boolean> {
  const pool = new Pool({ connectionString, max: 1 });
  try {
    const { rows: tables } = await pool.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
      [schema],
    );
    for (const { table_name: table } of tables) {
      const found = await pool.query(`SELECT 1 FROM "${schema}"."${table}" t WHERE row_to_json(t)::text LIKE $1 LIMIT 1`, [`%${text}%`]);
      if (found.rowCount) return true;
    }
    return false;
  } finally {
    await pool.end();
  }
}

/** PostgreSQL at `connectionString`, the store reaching it through `storeUrl` (a relay) when given. */
export function postgresTarget(connectionString: string, storeUrl = connectionString): StoreTarget {
  return {
    name: 'postgres',
    open: async () => {
      counter += 1;
      const schema = `test_${process.pid}_${Date.now().toString(36)}_${counter}`;
      const dataDir = tempDir();
      const store = await openPostgresStore({ connectionString: storeUrl, schema, poolSize: 20 });
      const others: Store[] = [];
      return {
        store,
        dataDir,
        another: async () => {
          const other = await openPostgresStore({ connectionString, schema, poolSize: 10 });
          others.push(other);
          return other;
        },
        rawContains: (text) => postgresContains(connectionString, schema, text),
        dispose: async () => {
          for (const other of others) await other.close();
          await store.close();
          await dropPostgresSchema(connectionString, schema);
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

/** SQLite, and PostgreSQL when TEST_DATABASE_URL is set (globalSetup.ts says so when it is not). */
export function storeTargets(): StoreTarget[] {
  return postgresUrl ? [sqliteTarget, postgresTarget(postgresUrl)] : [sqliteTarget];
}

/** For describe.each: [name, target] pairs. */
export function eachStore(): Array<[string, StoreTarget]> {
  return storeTargets().map((target) => [target.name, target]);
}
