import Database from 'better-sqlite3';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../src/store/migrations';
import { SQLITE_FILE_NAME, openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import type { Store } from '../src/store/Store';
import { eachStore, tempDir } from './storeTargets';
import { refusal, startTestServer } from './testServer';
import { STAFF_EMAIL, addStaff, asStaff } from './officeHelpers';
import { hashToken, newToken } from '../src/office/officeAuth';

// A fee says what it pays for. One without a period is refused with a sentence and nothing is
// stored; fees published before periods existed are read from their text by migration 15, and
// where the text does not say the period the desk is asked to confirm it.

jest.setTimeout(60_000);

const FEE = { feeInr: 4800, period: 'month', classesPerPeriod: 8, batchSize: 6, classMinutes: 60, included: 'Live classes' };

describe.each(eachStore())('fee periods on %s', (_name, target) => {
  test('a fee without a period, or with another period, is refused and nothing is published', async () => {
    const server = await startTestServer(target, { now: () => new Date('2026-11-25T13:30:00.000Z') });
    try {
      await addStaff(server.store);
      const token = newToken();
      await server.store.office.createSession(hashToken(token), STAFF_EMAIL, 'csrf', '2026-11-25T13:30:00.000Z');
      const desk = { cookie: `office_session=${token}`, csrfToken: 'csrf', setCookie: '' };
      const { period: _period, ...noPeriod } = FEE;
      for (const body of [
        { ...noPeriod, course: 'chess' },
        { ...FEE, course: 'chess', period: 'week' },
      ]) {
        const refused = await asStaff(server.app, desk, { method: 'POST', url: '/office/fees', payload: body });
        expect(refused.statusCode).toBe(400);
        expect((refusal(refused).fields as Record<string, string>).period).toBe('Say what the fee pays for: a month, a level or a term.');
      }
      expect((await server.app.inject({ method: 'GET', url: '/v1/fees' })).json()).toEqual({ fees: [] });
    } finally {
      await server.dispose();
    }
  });
});

/** The fees of the time before periods: one that says month and count, one a level, one neither. */
const OLD_FEES = [
  ['chess', 4800, 'Eight live classes a month'],
  ['abacus', 9000, 'Level 1 to level 2: 24 classes and a kit'],
  ['coding', 4223, 'Two classes a week'],
].map(
  ([course, fee, included]) =>
    `INSERT INTO fees (course, fee_inr, batch_size, class_minutes, included, updated_at) VALUES ('${course}', ${fee}, 6, 60, '${included}', UPDATED)`,
);

async function sqliteAt14(): Promise<{ store: Store; dispose: () => Promise<void> }> {
  const dataDir = tempDir();
  const db = new Database(join(dataDir, SQLITE_FILE_NAME));
  db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
  for (const migration of SQLITE_MIGRATIONS.filter((m) => m.version < 15)) {
    for (const statement of migration.statements) db.exec(statement);
    db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version);
  }
  for (const statement of OLD_FEES) db.exec(statement.replace('UPDATED', String(Date.parse('2026-11-01T00:00:00.000Z'))));
  db.close();
  const store = openSqliteStore(dataDir);
  return { store, dispose: async () => (await store.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

async function postgresAt14(connectionString: string): Promise<{ store: Store; dispose: () => Promise<void> }> {
  const schema = `fees_${process.pid}_${Date.now().toString(36)}`;
  const pool = new Pool({ connectionString, max: 1 });
  try {
    await pool.query(`CREATE SCHEMA ${schema}`);
    await pool.query(`SET search_path = ${schema}`);
    await pool.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
    for (const migration of POSTGRES_MIGRATIONS.filter((m) => m.version < 15)) {
      for (const statement of migration.statements) await pool.query(statement);
      await pool.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    for (const statement of OLD_FEES) await pool.query(statement.replace('UPDATED', "'2026-11-01T00:00:00.000Z'"));
  } finally {
    await pool.end();
  }
  const store = await openPostgresStore({ connectionString, schema, poolSize: 2 });
  return { store, dispose: async () => (await store.close(), await dropPostgresSchema(connectionString, schema)) };
}

const engines = [
  ['sqlite', sqliteAt14],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', () => postgresAt14(process.env.TEST_DATABASE_URL ?? '')] as const] : []),
] as const;

test.each(engines)('migration 15 reads the period and classes from an old fee’s text on %s, else asks the desk', async (_name, open) => {
  const { store, dispose } = await open();
  try {
    const fees = await store.office.listFees();
    expect(
      fees.map(({ course, period, classesPerPeriod, periodConfirmed }) => [course, period, classesPerPeriod, periodConfirmed]),
    ).toEqual([
      ['chess', 'month', 8, true],
      ['coding', 'month', null, false],
      ['abacus', 'level', 24, true],
    ]);
    expect(fees[0]).toMatchObject({ feeInr: 4800, batchSize: 6, classMinutes: 60, included: 'Eight live classes a month' });
  } finally {
    await dispose();
  }
});
