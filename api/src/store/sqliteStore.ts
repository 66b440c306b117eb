import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from './Store';
import { SQLITE_MIGRATIONS } from './migrations';
import { migrationName, refuseNewerSchema } from './migrationPlan';
import type { MigrationStep } from './migrationPlan';
import { createRecordStore } from './recordStore';
import type { Dialect, Queries, QueryRunner, Statement } from './queryRunner';

// Embedded store: the connection, its dialect and its runner; the SQL is recordStore.ts's.
// better-sqlite3 is synchronous and this process holds the only connection, so an IMMEDIATE
// transaction takes the write lock up front and the checks inside it cannot race. WAL with
// synchronous=FULL fsyncs every commit: an acknowledged write survives a crash. Instants are
// INTEGER milliseconds since 1970 (SQLite has no time type): Date arguments are turned into them.

export const SQLITE_FILE_NAME = 'academy.sqlite';
const SYNCHRONOUS_NAMES = ['off', 'normal', 'full', 'extra'];

export const SQLITE_DIALECT: Dialect = { engine: 'sqlite', greatest: 'MAX', lockRows: '', json: '?' };

const stored = (value: unknown): unknown => (value instanceof Date ? value.getTime() : value);

export function sqliteRunner(db: Database.Database): QueryRunner {
  const prepared = new Map<string, Database.Statement>();
  const prepare = (sql: string): Database.Statement => {
    let statement = prepared.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (prepared.size > 500) prepared.clear();
      prepared.set(sql, statement);
    }
    return statement;
  };
  const direct: Queries = {
    all: async <T>(sql: string, args: readonly unknown[] = []) => prepare(sql).all(...args.map(stored)) as T[],
    run: async (sql, args = []) => prepare(sql).run(...args.map(stored)).changes,
  };
  // One connection: while a transaction awaits its work, every other statement waits for it to
  // end, so nothing outside the transaction runs inside it.
  let open: Promise<void> | null = null;
  const idle = async (): Promise<void> => {
    while (open) await open;
  };
  const transaction = async <T>(work: (tx: Queries) => Promise<T>): Promise<T> => {
    // Checked and taken in one synchronous step after each wake-up, so two waiters never both go.
    while (open) await open;
    let release = (): void => undefined;
    open = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      db.exec('BEGIN IMMEDIATE');
      const result = await work(direct);
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      throw error;
    } finally {
      open = null;
      release();
    }
  };
  return {
    dialect: SQLITE_DIALECT,
    all: async <T>(sql: string, args?: readonly unknown[]) => {
      if (open) await idle();
      return direct.all<T>(sql, args);
    },
    run: async (sql, args) => {
      if (open) await idle();
      return direct.run(sql, args);
    },
    transaction,
    batch: (statements: readonly Statement[]) =>
      transaction(async (tx) => {
        const counts: number[] = [];
        for (const { sql, args } of statements) counts.push(await tx.run(sql, args));
        return counts;
      }),
    compact: async () => {
      await idle();
      // A fresh copy of the database with only live rows, then the write-ahead log folded in and emptied.
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
    },
  };
}

export interface OpenOptions {
  /** Told of each migration step as it is applied (main.ts logs them). */
  onMigration?: (step: MigrationStep) => void;
}

export function openSqliteStore(dataDir: string, options: OpenOptions = {}): Store {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, SQLITE_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Deleted and overwritten content is zeroed on disk, not left in free space (erasure of personal data).
  db.pragma('secure_delete = ON');
  try {
    migrate(db, options.onMigration);
  } catch (error) {
    db.close();
    throw error;
  }
  return createRecordStore({
    kind: 'sqlite',
    runner: sqliteRunner(db),
    durability: async () => ({
      journalMode: String(db.pragma('journal_mode', { simple: true })),
      synchronous: SYNCHRONOUS_NAMES[Number(db.pragma('synchronous', { simple: true }))] ?? 'unknown',
    }),
    close: async () => {
      db.close();
    },
  });
}

function migrate(db: Database.Database, onMigration: OpenOptions['onMigration']): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
  const applied: MigrationStep[] = [];
  const apply = db.transaction(() => {
    const done = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
    refuseNewerSchema(done, SQLITE_MIGRATIONS);
    for (const migration of SQLITE_MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version);
      applied.push({ version: migration.version, name: migrationName(migration) });
    }
  });
  apply.immediate();
  // Told once the steps are committed: a failed step applies none of them.
  for (const step of applied) onMigration?.(step);
}
