import Database from 'better-sqlite3';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { Pool } from 'pg';
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from '../src/store/migrations';
import type { Migration } from '../src/store/migrations';
import { SQLITE_FILE_NAME, openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import type { Store } from '../src/store/Store';
import { tempDir } from './storeTargets';

// A database created at version 1, holding rows, reaches today's schema when the API opens it:
// its rows read back intact and new rows go in after them. The rows are written here with
// version 1's own column names, so a later step that renames a column must migrate them.

const V1_ROWS = [
  `INSERT INTO registrations (date, registration_number, course, parent_name, child_name, age, address,
     country_code, mobile_number, email, referral_code)
   VALUES ('01/11/2026', 'GFI10001', 'Chess', 'Asha Rao', 'Dev Rao', '9', 'Pune', '91', '9876501234',
     'asha@example.com', 'GFI10001')`,
  "UPDATE counters SET value = 10001 WHERE cell = 'A2'",
  `INSERT INTO applicants (date, application_number, blank1, name, mobile_number, email, expert_in, level, yoe,
     blank2, source_code, status, email_hash)
   VALUES ('02/11/2026', 'TGFI101', '-', 'Ravi Kumar', '919876500000', 'ravi@example.com', 'Chess', 'Advanced',
     '4', '-', 'GFIWEB', 'N', 'hash-of-ravi')`,
  "UPDATE counters SET value = 101 WHERE cell = 'B2'",
  `INSERT INTO tournaments (ist_start, support_link, group_a_link, group_b_link, starts_at)
   VALUES ('05/12/2026 07:00 PM', '-', 'https://lichess.org/a', '-', '2026-12-05T13:30:00.000Z')`,
  "INSERT INTO achievements (id, title, subtitle, image_file) VALUES ('asha', 'Asha Rao', 'State champion', 'asha.png')",
];

const versionOne = (migrations: readonly Migration[]): Migration => {
  const found = migrations.find((migration) => migration.version === 1);
  if (!found) throw new Error('No version 1 in the migrations.');
  return found;
};

interface Engine {
  name: string;
  /** Creates a database at version 1 with V1_ROWS, then opens it as the API does. */
  openFromVersionOne(): Promise<{ store: Store; dispose(): Promise<void> }>;
}

const sqlite: Engine = {
  name: 'sqlite',
  async openFromVersionOne() {
    const dataDir = tempDir();
    const db = new Database(join(dataDir, SQLITE_FILE_NAME));
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
    for (const statement of versionOne(SQLITE_MIGRATIONS).statements) db.exec(statement);
    db.exec('INSERT INTO schema_migrations (version) VALUES (1)');
    for (const statement of V1_ROWS) db.exec(statement);
    db.close();
    const store = openSqliteStore(dataDir);
    return {
      store,
      dispose: async () => {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const postgresUrl = process.env.TEST_DATABASE_URL;
const postgres: Engine = {
  name: 'postgres',
  async openFromVersionOne() {
    const connectionString = postgresUrl ?? '';
    const schema = `migrate_${process.pid}_${Date.now().toString(36)}`;
    const pool = new Pool({ connectionString, max: 1 });
    try {
      await pool.query(`CREATE SCHEMA ${schema}`);
      await pool.query(`SET search_path = ${schema}`);
      await pool.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
      for (const statement of versionOne(POSTGRES_MIGRATIONS).statements) await pool.query(statement);
      await pool.query('INSERT INTO schema_migrations (version) VALUES (1)');
      for (const statement of V1_ROWS) await pool.query(statement);
    } finally {
      await pool.end();
    }
    const store = await openPostgresStore({ connectionString, schema, poolSize: 2 });
    return {
      store,
      dispose: async () => {
        await store.close();
        await dropPostgresSchema(connectionString, schema);
      },
    };
  },
};

describe.each((postgresUrl ? [sqlite, postgres] : [sqlite]).map((engine) => [engine.name, engine] as const))(
  'a %s database created at version 1',
  (_name, engine) => {
    let opened: Awaited<ReturnType<Engine['openFromVersionOne']>>;
    beforeAll(async () => {
      opened = await engine.openFromVersionOne();
    });
    afterAll(() => opened.dispose());

    it('keeps its rows through every later step', async () => {
      const registrations = await opened.store.readSheet('registrations');
      expect(registrations[0]?.slice(0, 11)).toEqual([
        '01/11/2026', 'GFI10001', 'Chess', 'Asha Rao', 'Dev Rao', '9', 'Pune', '91', '9876501234', 'asha@example.com', 'GFI10001',
      ]);
      const applicants = await opened.store.readSheet('applicants');
      expect(applicants[0]?.slice(0, 6)).toEqual(['02/11/2026', 'TGFI101', '-', 'Ravi Kumar', '919876500000', 'ravi@example.com']);
      expect(await opened.store.readSheet('tournaments')).toEqual([
        ['05/12/2026 07:00 PM', '-', 'https://lichess.org/a', '-'],
      ]);
      expect(await opened.store.readSheet('achievements')).toEqual([['asha', 'Asha Rao', 'State champion', 'asha.png']]);
    });

    it('takes new registrations after the ones it held', async () => {
      const issued = await opened.store.issueRegistration('23/11/2026', [
        'Coding', 'Meera Shah', 'Kabir Shah', '11', 'Mumbai', '91', '9876512345', 'meera@example.com', 'GFI10001',
      ], { at: '2026-11-23T10:00:00.000Z', notice: '2026-11-24' });
      expect(issued).toBe(10002);
      // A row from before consent was asked for holds none; the new one holds its consent.
      expect(await opened.store.office.findRecord('registrations', 'GFI10001')).toMatchObject({ consentAt: '', consentNotice: '' });
      expect(await opened.store.office.findRecord('registrations', 'GFI10002')).toMatchObject({
        consentAt: '2026-11-23T10:00:00.000Z', consentNotice: '2026-11-24',
      });
      expect(await opened.store.countRows('registrations')).toBe(2);
      expect(await opened.store.readCounter('A2')).toBe(10002);
    });
  },
);
