import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../src/store/Store';
import { openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';

// The stores every shared suite runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL
// names a database. Each opened store is fresh: a new temporary directory or a new schema.

export interface OpenedStore {
  store: Store;
  dataDir: string;
  /** Closes the store and removes its data. */
  dispose(): Promise<void>;
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
    return {
      store,
      dataDir,
      dispose: async () => {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgresTarget(connectionString: string): StoreTarget {
  return {
    name: 'postgres',
    open: async () => {
      counter += 1;
      const schema = `test_${process.pid}_${Date.now().toString(36)}_${counter}`;
      const dataDir = tempDir();
      const store = await openPostgresStore({ connectionString, schema, poolSize: 20 });
      return {
        store,
        dataDir,
        dispose: async () => {
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
