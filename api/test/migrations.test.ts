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

// A database of version 5 (the spreadsheet-shaped schema), with rows in every table written in
// its own column shapes, reaches today's typed records when the API opens it (migration 6):
// every row and value survives, IST text becomes an instant and DD/MM/YYYY a day.

// The mobile numbers are as the old sheet kept some: a trunk 0 and no country code; migration 11
// stores them as the office calls them (+91 9876501234).
const V5_ROWS = [
  `INSERT INTO registrations (date, registration_number, course, parent_name, child_name, age, address, country_code,
     mobile_number, email, referral_code, created_at, office_status, note, consent_at, consent_notice, erased_at)
   VALUES ('01/11/2026', 'GFI10001', 'Chess', 'Asha Rao', 'Dev Rao', '9', 'Pune', '', '09876501234',
     'asha@example.com', 'GFI10001', '2026-11-01T04:00:00.000Z', 'contacted', 'Called once', '2026-11-01T04:00:00.000Z',
     '2026-10', '')`,
  // Imported from the old spreadsheet: created long after its date; no consent; erased since.
  `INSERT INTO registrations (date, registration_number, course, parent_name, child_name, age, address, country_code,
     mobile_number, email, referral_code, created_at, erased_at)
   VALUES ('15/06/2025', 'GFI10002', 'Coding', '', '', '', '', '', '', '', 'GFI10001', '2026-11-02T10:00:00.000Z',
     '2026-11-03T09:00:00.000Z')`,
  "UPDATE counters SET value = 10002 WHERE cell = 'A2'",
  `INSERT INTO applicants (date, application_number, blank1, name, mobile_number, email, expert_in, level, yoe,
     blank2, source_code, status, email_hash, created_at, office_status, note)
   VALUES ('02/11/2026', 'TGFI101', '-', 'Ravi Kumar', '09876500000', 'ravi@example.com', 'Chess', 'Advanced',
     '4', '-', 'WEB', 'Y', 'hash-of-ravi', '2026-11-02T12:00:00.000Z', 'reviewed', 'Strong')`,
  "UPDATE counters SET value = 101 WHERE cell = 'B2'",
  `INSERT INTO tournaments (ist_start, support_link, group_a_link, group_b_link, starts_at)
   VALUES ('05/12/2026 07:00 PM', '-', 'https://lichess.org/a', '-', '2026-12-05T13:30:00.000Z')`,
  // A start the old store could not derive: the migration parses the IST text itself.
  `INSERT INTO tournaments (ist_start, support_link, group_a_link, group_b_link, starts_at)
   VALUES ('01/01/2027 12:15 AM', 'https://lichess.org/team/x', '-', 'https://lichess.org/b', '')`,
  `INSERT INTO puzzles (date, puzzle_id, question, option_a, option_b, option_c, option_d, answer, explaination, day)
   VALUES ('24/11/2026', 'PZ-20261124', 'Best move?', 'Qh5', 'Nf3', 'e4', 'd4', 'Nf3', 'Develops a piece.', '2026-11-24')`,
  `INSERT INTO puzzles (date, puzzle_id, question, option_a, option_b, option_c, option_d, answer, explaination, day)
   VALUES ('25/11/2026', 'PZ-20261125', 'Mate in one?', 'Qg7', 'Qh8', 'Rf8', 'Kh1', 'Qg7', 'The queen is protected.', '')`,
  "INSERT INTO achievements (id, title, subtitle, image_file) VALUES ('asha', 'Asha Rao', 'State champion', 'asha.png')",
  "INSERT INTO achievements (id, title, subtitle, image_file) VALUES ('dev', 'Dev Rao', 'Under-10 winner', 'dev.png')",
  `INSERT INTO outbox (service_id, template_id, user_id, params, received_at)
   VALUES ('service_local', 'template_x', 'key', '{"email":"asha@example.com"}', '2026-11-01T04:00:01.000Z')`,
  "INSERT INTO staff (email, password_hash, created_at) VALUES ('staff@example.com', 'hash', '2026-10-01T08:00:00.000Z')",
  `INSERT INTO office_sessions (token_hash, email, csrf_token, created_at, last_seen_at)
   VALUES ('token', 'staff@example.com', 'csrf', '2026-11-24T08:00:00.000Z', '2026-11-24T08:30:00.000Z')`,
  "INSERT INTO sign_in_failures (email, address, at) VALUES ('staff@example.com', '10.0.0.1', '2026-11-24T07:00:00.000Z')",
  `INSERT INTO audit (at, actor, action, record, detail)
   VALUES ('2026-11-02T09:00:00.000Z', 'staff@example.com', 'status', 'GFI10001', 'new → contacted')`,
  `INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at)
   VALUES ('key-0000001', 'fp', 201, '{"registrationNumber":"GFI10001"}', '2026-11-01T04:00:00.000Z')`,
];

const upTo = (migrations: readonly Migration[], version: number): Migration[] => migrations.filter((m) => m.version <= version);

interface Opened {
  store: Store;
  raw(sql: string): Promise<Record<string, unknown>[]>;
  dispose(): Promise<void>;
}

interface Engine {
  name: string;
  /** Creates a database at `version` holding `rows`, then opens it as the API does (the later migrations run). */
  openFrom(version: number, rows: readonly string[]): Promise<Opened>;
  /** An ISO 8601 instant as a SQL literal of the typed tables' instant columns (version 6 on). */
  instant(iso: string): string;
}

const sqlite: Engine = {
  name: 'sqlite',
  instant: (iso) => String(Date.parse(iso)),
  async openFrom(version, rows) {
    const dataDir = tempDir();
    const db = new Database(join(dataDir, SQLITE_FILE_NAME));
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
    for (const migration of upTo(SQLITE_MIGRATIONS, version)) {
      for (const statement of migration.statements) db.exec(statement);
      db.prepare('INSERT INTO schema_migrations (version) VALUES (?)').run(migration.version);
    }
    for (const statement of rows) db.exec(statement);
    db.close();
    const store = openSqliteStore(dataDir);
    return {
      store,
      raw: async (sql) => {
        const reader = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true });
        try {
          return reader.prepare(sql).all() as Record<string, unknown>[];
        } finally {
          reader.close();
        }
      },
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
  instant: (iso) => `'${iso}'`,
  async openFrom(version, rows) {
    const connectionString = postgresUrl ?? '';
    const schema = `migrate_${process.pid}_${Date.now().toString(36)}`;
    const pool = new Pool({ connectionString, max: 1 });
    try {
      await pool.query(`CREATE SCHEMA ${schema}`);
      await pool.query(`SET search_path = ${schema}`);
      await pool.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)');
      for (const migration of upTo(POSTGRES_MIGRATIONS, version)) {
        for (const statement of migration.statements) await pool.query(statement);
        await pool.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      }
      for (const statement of rows) await pool.query(statement);
    } finally {
      await pool.end();
    }
    const store = await openPostgresStore({ connectionString, schema, poolSize: 2 });
    return {
      store,
      raw: async (sql) => {
        const reader = new Pool({ connectionString, max: 1, options: `-c search_path=${schema}` });
        try {
          return (await reader.query(sql)).rows as Record<string, unknown>[];
        } finally {
          await reader.end();
        }
      },
      dispose: async () => {
        await store.close();
        await dropPostgresSchema(connectionString, schema);
      },
    };
  },
};

/** An instant as the engine keeps it, read back as ISO 8601. */
const iso = (value: unknown): string => (value instanceof Date ? value : new Date(Number(value))).toISOString();

const ENGINES = (postgresUrl ? [sqlite, postgres] : [sqlite]).map((engine) => [engine.name, engine] as const);

describe.each(ENGINES)('a %s database of version 5 (spreadsheet-shaped), migrated to typed records', (_name, engine) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await engine.openFrom(5, V5_ROWS);
  });
  afterAll(() => opened.dispose());

  it('keeps every registration and application, their date and creation time made one instant', async () => {
    const [first, imported] = await opened.store.listRegistrations();
    expect(first).toEqual({
      registrationNumber: 'GFI10001',
      receivedAt: '2026-11-01T04:00:00.000Z',
      course: 'Chess',
      parentName: 'Asha Rao',
      childName: 'Dev Rao',
      age: '9',
      address: 'Pune',
      countryCode: '91',
      mobileNumber: '9876501234',
      email: 'asha@example.com',
      referralCode: 'GFI10001',
      status: 'contacted',
      note: 'Called once',
      consent: { at: '2026-11-01T04:00:00.000Z', notice: '2026-10' },
      erasedAt: null,
      emails: [],
      version: expect.any(String) as string,
      followUpOn: null,
      owner: '',
    });
    // Its creation time is not on its date: it arrived on its date, at midnight in India.
    expect(imported).toMatchObject({
      registrationNumber: 'GFI10002',
      receivedAt: '2025-06-14T18:30:00.000Z',
      consent: null,
      erasedAt: '2026-11-03T09:00:00.000Z',
    });
    expect(await opened.store.listApplications()).toEqual([
      {
        applicationNumber: 'TGFI101',
        receivedAt: '2026-11-02T12:00:00.000Z',
        name: 'Ravi Kumar',
        mobileNumber: '919876500000',
        email: 'ravi@example.com',
        expertIn: 'Chess',
        level: 'Advanced',
        yearsOfExperience: '4',
        position: 'Trainer or Client Coordinator',
        status: 'reviewed',
        note: 'Strong',
        consent: null,
        erasedAt: null,
        emails: [],
        version: expect.any(String) as string,
        followUpOn: null,
        owner: '',
      },
    ]);
    expect(await opened.raw('SELECT email_hash FROM applications')).toEqual([{ email_hash: 'hash-of-ravi' }]);
  });

  it('turns the IST text into one start instant, DD/MM/YYYY into a day, and keeps the gallery order', async () => {
    expect(await opened.store.listTournaments()).toEqual([
      { id: 1, name: null, startsAt: '2026-12-05T13:30:00.000Z', supportLink: null, groupALink: 'https://lichess.org/a', groupBLink: null },
      {
        id: 2,
        name: null,
        startsAt: '2026-12-31T18:45:00.000Z',
        supportLink: 'https://lichess.org/team/x',
        groupALink: null,
        groupBLink: 'https://lichess.org/b',
      },
    ]);
    expect(await opened.store.listPuzzles()).toEqual([
      {
        puzzleId: 'PZ-20261124',
        day: '2026-11-24',
        question: 'Best move?',
        optionA: 'Qh5',
        optionB: 'Nf3',
        optionC: 'e4',
        optionD: 'd4',
        answer: 'Nf3',
        explanation: 'Develops a piece.',
      },
      {
        puzzleId: 'PZ-20261125',
        day: '2026-11-25',
        question: 'Mate in one?',
        optionA: 'Qg7',
        optionB: 'Qh8',
        optionC: 'Rf8',
        optionD: 'Kh1',
        answer: 'Qg7',
        explanation: 'The queen is protected.',
      },
    ]);
    expect(await opened.store.listAchievements()).toEqual([
      { id: 'asha', title: 'Asha Rao', subtitle: 'State champion', imageFile: 'asha.png' },
      { id: 'dev', title: 'Dev Rao', subtitle: 'Under-10 winner', imageFile: 'dev.png' },
    ]);
  });

  it('keeps the office, the local EmailJS messages and the idempotency keys, their times as instants', async () => {
    expect(await opened.store.listOutbox()).toEqual([
      {
        id: 1,
        serviceId: 'service_local',
        templateId: 'template_x',
        userId: 'key',
        params: { email: 'asha@example.com' },
        receivedAt: '2026-11-01T04:00:01.000Z',
      },
    ]);
    // Step 7: an account that existed before the roles is a manager, enabled, not yet enrolled.
    expect(await opened.store.office.listStaff()).toEqual([
      { email: 'staff@example.com', createdAt: '2026-10-01T08:00:00.000Z', role: 'manager', disabled: false, twoFactor: false },
    ]);
    expect(await opened.store.office.findSession('token')).toEqual({
      email: 'staff@example.com',
      csrfToken: 'csrf',
      createdAt: '2026-11-24T08:00:00.000Z',
      lastSeenAt: '2026-11-24T08:30:00.000Z',
      role: 'manager',
    });
    // The failure log gave way to the counts, which start empty.
    await expect(opened.raw('SELECT * FROM sign_in_failures')).rejects.toThrow();
    expect(await opened.raw('SELECT * FROM sign_in_counts')).toEqual([]);
    expect(await opened.store.office.listAudit(10, 0)).toEqual({
      rows: [
        { at: '2026-11-02T09:00:00.000Z', actor: 'staff@example.com', action: 'status', record: 'GFI10001', detail: 'new → contacted' },
      ],
      total: 1,
    });
    const [key] = await opened.raw('SELECT key, fingerprint, status, answer, created_at FROM idempotency_keys');
    expect({ ...key, created_at: iso(key?.created_at) }).toEqual({
      key: 'key-0000001',
      fingerprint: 'fp',
      status: 201,
      answer: '{"registrationNumber":"GFI10001"}',
      created_at: '2026-11-01T04:00:00.000Z',
    });
  });

  it('keeps when an account was disabled as an instant, NULL while it is enabled', async () => {
    const [enabled] = await opened.raw('SELECT disabled_at FROM staff');
    expect(enabled).toEqual({ disabled_at: null });
    expect(await opened.store.office.setStaffDisabled('staff@example.com', '2026-11-25T10:00:00.000Z')).toBe(true);
    const [disabled] = await opened.raw('SELECT disabled_at FROM staff');
    expect(iso(disabled?.disabled_at)).toBe('2026-11-25T10:00:00.000Z');
    expect(await opened.store.office.findSession('token')).toBeNull();
    expect(await opened.store.office.setStaffDisabled('staff@example.com', null)).toBe(true);
    expect((await opened.store.office.listStaff())[0]).toMatchObject({ disabled: false });
  });

  it('continues the number sequences, named for what they count', async () => {
    expect(await opened.raw('SELECT name, last_issued FROM number_sequences ORDER BY name')).toEqual([
      { name: 'application', last_issued: engine.name === 'postgres' ? '101' : 101 },
      { name: 'registration', last_issued: engine.name === 'postgres' ? '10002' : 10002 },
    ]);
    const issued = await opened.store.issueRegistration({
      fields: {
        course: 'Coding',
        parentName: 'Meera Shah',
        childName: 'Kabir Shah',
        age: '11',
        address: 'Mumbai',
        countryCode: '91',
        mobileNumber: '9876512345',
        email: 'meera@example.com',
        referralCode: 'GFI10001',
      },
      receivedAt: '2026-11-25T10:00:00.000Z',
      consent: { at: '2026-11-25T10:00:00.000Z', notice: '2026-11-24' },
    });
    expect(issued).toBe(10003);
    expect(await opened.store.countRecords('registrations')).toBe(3);
    // New rows take ids after the copied ones.
    const added = await opened.store.office.addTournament({
      name: null,
      startsAt: '2027-01-02T10:00:00.000Z',
      supportLink: null,
      groupALink: null,
      groupBLink: null,
    });
    expect(added.id).toBe(3);
  });
});

// Migration 12 gives tournaments a name: the ones published before it read as having none, keep
// every other value, and take a name from then on.
describe.each(ENGINES)('a %s database of version 11 with tournaments, migrated to named tournaments', (_name, engine) => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await engine.openFrom(11, [
      `INSERT INTO tournaments (starts_at, support_link, group_a_link, group_b_link)
       VALUES (${engine.instant('2026-12-05T13:30:00.000Z')}, 'https://lichess.org/team/x', 'https://lichess.org/a', NULL)`,
      `INSERT INTO tournaments (starts_at, support_link, group_a_link, group_b_link)
       VALUES (${engine.instant('2026-12-06T12:00:00.000Z')}, NULL, NULL, NULL)`,
    ]);
  });
  afterAll(() => opened.dispose());

  it('reads the tournaments stored before names as having none, every other value kept', async () => {
    expect(await opened.raw('SELECT max(version) AS version FROM schema_migrations')).toEqual([
      { version: SQLITE_MIGRATIONS.at(-1)!.version },
    ]);
    expect(await opened.store.listTournaments()).toEqual([
      {
        id: 1,
        name: null,
        startsAt: '2026-12-05T13:30:00.000Z',
        supportLink: 'https://lichess.org/team/x',
        groupALink: 'https://lichess.org/a',
        groupBLink: null,
      },
      { id: 2, name: null, startsAt: '2026-12-06T12:00:00.000Z', supportLink: null, groupALink: null, groupBLink: null },
    ]);
  });

  it('stores a name given to an old tournament and to a new one', async () => {
    const old = {
      name: 'Saturday Rapid 10+5',
      startsAt: '2026-12-05T13:30:00.000Z',
      supportLink: null,
      groupALink: null,
      groupBLink: null,
    };
    expect(await opened.store.office.updateTournament(1, old)).toEqual({ id: 1, ...old });
    const added = await opened.store.office.addTournament({ ...old, name: 'Sunday Blitz 3+2', startsAt: '2026-12-07T12:00:00.000Z' });
    expect(added).toMatchObject({ id: 3, name: 'Sunday Blitz 3+2' });
    expect(await opened.raw('SELECT id, name FROM tournaments ORDER BY id')).toEqual([
      { id: engine.name === 'postgres' ? '1' : 1, name: 'Saturday Rapid 10+5' },
      { id: engine.name === 'postgres' ? '2' : 2, name: null },
      { id: engine.name === 'postgres' ? '3' : 3, name: 'Sunday Blitz 3+2' },
    ]);
  });
});
