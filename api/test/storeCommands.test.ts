import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { statusLines } from '../src/cli/migrate';
import { noStoreSentence } from '../src/store/existingStore';
import { SchemaTooNewError, migrationName } from '../src/store/migrationPlan';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../src/store/migrations';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import { SQLITE_FILE_NAME, openSqliteStore } from '../src/store/sqliteStore';
import { startApi } from './apiProcess';
import { tempDir } from './storeTargets';

// Migrations that speak, and commands that never create a store by accident: the API's start
// logs each step it applies and refuses a database a newer build migrated (version 99), on both
// stores; `migrate status` lists applied and pending steps; the data and staff CLIs refuse a store
// that does not exist, creating nothing.

const API_DIR = join(__dirname, '..');
const postgresUrl = process.env.TEST_DATABASE_URL;
const NEWEST = Math.max(...SQLITE_MIGRATIONS.map((m) => m.version));
const TOO_NEW = new SchemaTooNewError(99, NEWEST).message;

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), `src/cli/${script}.ts`, ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface Place {
  location: { dataDir: string; databaseUrl?: string; schema?: string };
  open(): Promise<{ close(): Promise<void> }>;
  /** Marks the database as migrated by a build that knows version 99. */
  markVersion99(): Promise<void>;
  /** A database created by a build that knew only versions 1 to 5 (only the bookkeeping, for status). */
  atVersion5(): Promise<void>;
  dispose(): Promise<void>;
}

function sqlitePlace(): Place {
  const dataDir = tempDir();
  const raw = (sql: string) => {
    const db = new Database(join(dataDir, SQLITE_FILE_NAME));
    db.exec(sql);
    db.close();
  };
  return {
    location: { dataDir },
    open: async () => openSqliteStore(dataDir),
    markVersion99: async () => raw('INSERT INTO schema_migrations (version) VALUES (99)'),
    atVersion5: async () =>
      raw('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY); INSERT INTO schema_migrations VALUES (1),(2),(3),(4),(5)'),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

let counter = 0;
function postgresPlace(connectionString: string): Place {
  counter += 1;
  const schema = `migr_${process.pid}_${counter}`;
  const raw = async (sql: string) => {
    const pool = new Pool({ connectionString, max: 1 });
    try {
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path = ${schema}; ${sql}`);
    } finally {
      await pool.end();
    }
  };
  return {
    location: { dataDir: tempDir(), databaseUrl: connectionString, schema },
    open: () => openPostgresStore({ connectionString, schema }),
    markVersion99: () => raw('INSERT INTO schema_migrations (version) VALUES (99)'),
    atVersion5: () =>
      raw('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY); INSERT INTO schema_migrations VALUES (1),(2),(3),(4),(5)'),
    dispose: () => dropPostgresSchema(connectionString, schema),
  };
}

const places: Array<[string, () => Place]> = [['sqlite', sqlitePlace]];
if (postgresUrl) places.push(['postgres', () => postgresPlace(postgresUrl)]);

describe.each(places)('migrations on %s', (engine, make) => {
  const known = engine === 'sqlite' ? SQLITE_MIGRATIONS : POSTGRES_MIGRATIONS;

  test('status before a store exists says so; after the first open every step is applied, none pending', async () => {
    const place = make();
    try {
      expect(await statusLines(place.location)).toEqual({ ok: false, lines: [noStoreSentence(place.location)] });
      await (await place.open()).close();
      const { ok, lines } = await statusLines(place.location);
      expect(ok).toBe(true);
      expect(lines[0]).toBe(`Applied (${known.length}):`);
      expect(lines).toContain(`    1  ${migrationName(known[0]!)}`);
      expect(lines).toContain(`   13  the desk lists' indexes`);
      expect(lines.slice(-2)).toEqual(['Pending (0):', '  none']);
    } finally {
      await place.dispose();
    }
  });

  test('a database at version 5 lists 6 onwards as pending, without being migrated by the look', async () => {
    const place = make();
    try {
      await place.atVersion5();
      const first = await statusLines(place.location);
      expect(first.lines.slice(0, 2)).toEqual(['Applied (5):', `    1  ${migrationName(known[0]!)}`]);
      expect(first.lines).toContain(`Pending (${known.length - 5}):`);
      expect(first.lines).toContain('    6  typed records');
      expect(await statusLines(place.location)).toEqual(first);
    } finally {
      await place.dispose();
    }
  });

  test('a database at version 99 (a newer build) is refused with one sentence; status names the unknown step', async () => {
    const place = make();
    try {
      await (await place.open()).close();
      await place.markVersion99();
      await expect(place.open()).rejects.toThrow(TOO_NEW);
      expect((await statusLines(place.location)).lines.at(-1)).toBe(
        'Unknown to this build (99): the database was migrated by a newer release, and the API refuses to start on it.',
      );
    } finally {
      await place.dispose();
    }
  });
});

describe('the API start and the CLIs', () => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('the first start logs each migration it applies, by number and name', async () => {
    const api = await startApi({ DATA_DIR: dataDir, SEED_SAMPLE: '0' });
    api.child.kill('SIGTERM');
    await api.exited;
    const applied = api.logs.filter((line) => typeof line.migration === 'object');
    expect(applied.map((line) => line.msg)).toEqual(SQLITE_MIGRATIONS.map((m) => `migration ${m.version} applied: ${migrationName(m)}`));
  }, 90_000);

  test('`migrate status` lists the store the API made; a start on version 99 stops with the one sentence', () => {
    const status = run('migrate', ['status'], { DATA_DIR: dataDir });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain(`Applied (${SQLITE_MIGRATIONS.length}):`);
    const db = new Database(join(dataDir, SQLITE_FILE_NAME));
    db.exec('INSERT INTO schema_migrations (version) VALUES (99)');
    db.close();
    const start = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', EMAIL_OUTBOX_PORT: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(start.status).toBe(1);
    const lines = start.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 60, msg: TOO_NEW });
  }, 90_000);

  test.each([
    ['data', ['purge']],
    ['staff', ['list']],
    ['migrate', ['status']],
  ])(
    '`%s` without the environment refuses a store that does not exist, and creates nothing',
    (script, args) => {
      const empty = tempDir();
      try {
        const result = run(script, args, { DATA_DIR: empty });
        expect(result).toEqual({ code: 1, stdout: '', stderr: `${noStoreSentence({ dataDir: empty })}\n` });
        expect(readdirSync(empty)).toEqual([]);
      } finally {
        rmSync(empty, { recursive: true, force: true });
      }
    },
    90_000,
  );

  test('in production without DATA_DIR a CLI refuses with the sentence naming it, and no api/.data is made', () => {
    const before = existsSync(join(API_DIR, '.data'));
    const result = run('data', ['purge'], { NODE_ENV: 'production', DATA_DIR: '' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATA_DIR is required with NODE_ENV=production');
    expect(existsSync(join(API_DIR, '.data'))).toBe(before);
  }, 90_000);

  test('`migrate apply` creates the store and applies every step; a second run has nothing to apply', () => {
    const fresh = tempDir();
    try {
      const first = run('migrate', ['apply'], { DATA_DIR: fresh });
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(`Applied (${SQLITE_MIGRATIONS.length}):`);
      expect(run('migrate', ['apply'], { DATA_DIR: fresh }).stdout).toBe('Nothing to apply: the store is up to date.\n');
      expect(run('data', ['purge'], { DATA_DIR: fresh }).code).toBe(0);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});

test("a step's own name is the one logged; a step without one is named by its number", () => {
  expect(migrationName({ version: 14, name: 'demo bookings', statements: [] })).toBe('demo bookings');
  expect(migrationName({ version: 1, statements: [] })).toBe('first tables: counters, registrations, applicants, content, outbox');
  expect(migrationName({ version: 98, statements: [] })).toBe('migration 98');
});
