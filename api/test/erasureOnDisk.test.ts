import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { readEmailSettings } from '../src/email/emailSettings';
import { RECLAIM_FAILED_MESSAGE } from '../src/office/personalData';
import { purgeExpired } from '../src/cli/retention';
import { SQLITE_FILE_NAME, openSqliteStore } from '../src/store/sqliteStore';
import { ERASED_TABLES, dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import type { Store } from '../src/store/Store';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import { tempDir } from './storeTargets';
import type { StoreTarget } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';

// What an erasure leaves in the database's own storage, engine by engine (docs/decisions/erasure.md).
// SQLite: with secure_delete on, the erased values are overwritten in the file by the erasure's
// own transaction, before any VACUUM. PostgreSQL: the erasure is followed by a VACUUM FULL of
// every table of the schema, on a connection of its own; when that fails the erasure still
// stands and the failure is logged. The table files themselves: erasureOnDiskPostgres.test.ts.

const NOW = new Date('2026-11-24T10:00:00.000Z');
const PERSON = {
  parentName: 'Meerabai Diskwright',
  childName: 'Arjunvir Diskwright',
  email: 'meerabai.disk@example.com',
  mobileNumber: '9812377701',
  address: '14 Overwritten Lane, Pune',
};
const NOTE = 'Call Meerabai after six';
const VALUES = [PERSON.parentName, PERSON.childName, PERSON.email, PERSON.mobileNumber, PERSON.address, NOTE, 'Meerabai', 'Arjunvir'];

/** A registration with its two e-mails queued, a copy in the local stand-in and a staff note. */
async function storePerson(store: Store, receivedAt = NOW): Promise<string> {
  const issued = await store.issueRegistration({
    fields: { ...GOOD_REGISTRATION, ...PERSON },
    receivedAt: receivedAt.toISOString(),
    consent: { at: NOW.toISOString(), notice: '2026-11-24' },
    messages: readEmailSettings({}).messages,
  });
  const number = `GFI${issued}`;
  await store.addOutboxMessage({
    serviceId: 's',
    templateId: 't',
    userId: 'u',
    params: { email: PERSON.email, body: `Registration ${number} for ${PERSON.childName}` },
  });
  await store.office.updateRecord('registrations', number, { note: NOTE });
  await store.office.appendAudit({ at: NOW.toISOString(), actor: STAFF_EMAIL, action: 'note', record: number, detail: NOTE });
  return number;
}

/** The values of VALUES found in the bytes of the SQLite file and its write-ahead log. */
function valuesOnDisk(dataDir: string): string[] {
  const bytes = ['', '-wal', '-journal']
    .map((suffix) => join(dataDir, `${SQLITE_FILE_NAME}${suffix}`))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file));
  return VALUES.filter((value) => bytes.some((file) => file.includes(Buffer.from(value, 'utf8'))));
}

test('SQLite: an erasure overwrites the erased values in the file itself, without a VACUUM', async () => {
  const dataDir = tempDir();
  try {
    const before = openSqliteStore(dataDir);
    await storePerson(before);
    await before.close();
    // Closing checkpoints the write-ahead log into the file: every value is in it, so the search below can fail.
    expect(valuesOnDisk(dataDir)).toEqual(VALUES);

    const store = openSqliteStore(dataDir);
    const [registration] = await store.listRegistrations();
    expect(
      await store.office.eraseRecord('registrations', registration!.registrationNumber, {
        at: NOW.toISOString(),
        actor: STAFF_EMAIL,
        reason: 'Parent asked',
      }),
    ).toMatchObject({ parentName: '', erasedAt: NOW.toISOString() });
    // No compact(): secure_delete alone. The close checkpoints the log and removes it.
    await store.close();
    expect(valuesOnDisk(dataDir)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const postgresUrl = process.env.TEST_DATABASE_URL;
let schemas = 0;

/** A PostgreSQL store in a schema of its own, and a way to read where each of its tables' files is. */
async function postgresStore(connectionString: string) {
  schemas += 1;
  const schema = `erasure_disk_${process.pid}_${schemas}`;
  const store = await openPostgresStore({ connectionString, schema, poolSize: 4 });
  const pool = new Pool({ connectionString, max: 1 });
  const target: StoreTarget = {
    name: 'postgres',
    open: async () => ({
      store,
      dataDir: tempDir(),
      rawContains: async () => false,
      another: async () => store,
      dispose: async () => {
        await store.close();
        await pool.end();
        await dropPostgresSchema(connectionString, schema);
      },
    }),
  };
  /** Each table's file: VACUUM FULL writes a table into a new one. */
  const tableFiles = async (): Promise<Record<string, string>> => {
    const { rows } = await pool.query<{ relname: string; path: string }>(
      'SELECT relname, pg_relation_filepath(relid) AS path FROM pg_stat_user_tables WHERE schemaname = $1',
      [schema],
    );
    return Object.fromEntries(rows.map((row) => [row.relname, row.path]));
  };
  return { schema, target, tableFiles };
}

const onPostgres = postgresUrl ? describe : describe.skip;
onPostgres('PostgreSQL: the VACUUM after an erasure', () => {
  const connectionString = postgresUrl ?? '';

  test('rewrites every table of the schema, each the erasure changed included, once the erasure has committed', async () => {
    const { target, tableFiles } = await postgresStore(connectionString);
    const server = await startTestServer(target, { now: () => NOW });
    try {
      await addStaff(server.store);
      const session = await managerSession(server.store, NOW, STAFF_EMAIL);
      const number = await storePerson(server.store);
      const before = await tableFiles();
      expect(Object.keys(before)).toEqual(expect.arrayContaining(ERASED_TABLES));

      const erased = await asStaff(server.app, session, {
        method: 'POST',
        url: `/office/registrations/${number}/erase`,
        payload: { reason: 'Parent asked' },
      });
      expect(erased.statusCode).toBe(200);
      const after = await tableFiles();
      for (const table of Object.keys(before))
        expect({ table, rewritten: after[table] !== before[table] }).toEqual({ table, rewritten: true });
    } finally {
      await server.dispose();
    }
  });

  test('that fails is logged, and the erasure stands', async () => {
    const { schema, target } = await postgresStore(connectionString);
    const lines: string[] = [];
    const server = await startTestServer(target, { now: () => NOW, log: { level: 'warn', stream: { write: (line) => lines.push(line) } } });
    const holder = new Pool({ connectionString, max: 1 });
    const client = await holder.connect();
    try {
      await addStaff(server.store);
      const session = await managerSession(server.store, NOW, STAFF_EMAIL);
      const number = await storePerson(server.store);
      // The lock a VACUUM takes (SHARE UPDATE EXCLUSIVE), held by another transaction: the
      // erasure's own writes pass it, the VACUUM waits for it past its lock timeout and fails.
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${schema}.audit IN SHARE UPDATE EXCLUSIVE MODE`);

      const erased = await asStaff(server.app, session, {
        method: 'POST',
        url: `/office/registrations/${number}/erase`,
        payload: { reason: 'Parent asked' },
      });
      expect(erased.statusCode).toBe(200);
      expect(erased.json()).toMatchObject({ registrationNumber: number, parentName: '', erasedAt: NOW.toISOString() });
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string; record?: string; err?: { message?: string } });
      expect(warnings).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: RECLAIM_FAILED_MESSAGE,
          record: number,
          err: expect.objectContaining({ message: expect.stringMatching(/lock timeout/) }),
        }),
      );
    } finally {
      await client.query('ROLLBACK');
      client.release();
      await holder.end();
      await server.dispose();
    }
  }, 30_000);

  test("that fails after the retention purge is reported, and the purge's report still comes", async () => {
    const { schema, target } = await postgresStore(connectionString);
    const opened = await target.open();
    const holder = new Pool({ connectionString, max: 1 });
    const client = await holder.connect();
    try {
      const number = await storePerson(opened.store, new Date('2022-01-10T06:00:00.000Z'));
      await client.query('BEGIN');
      await client.query(`LOCK TABLE ${schema}.registrations IN SHARE UPDATE EXCLUSIVE MODE`);
      const warnings: string[] = [];
      const report = await purgeExpired(opened.store, NOW, { registrations: 36, applications: 12 }, (message) => warnings.push(message));
      expect(report).toEqual({ registrations: [number], applications: [] });
      expect(warnings).toEqual([expect.stringMatching(new RegExp(`^${RECLAIM_FAILED_MESSAGE}: .*lock timeout`))]);
      expect(await opened.store.office.findRecord('registrations', number)).toMatchObject({ parentName: '', erasedAt: NOW.toISOString() });
    } finally {
      await client.query('ROLLBACK');
      client.release();
      await holder.end();
      await opened.dispose();
    }
  }, 30_000);
});
