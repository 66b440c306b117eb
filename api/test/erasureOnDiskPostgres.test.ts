import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { readEmailSettings } from '../src/email/emailSettings';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import type { Store } from '../src/store/Store';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import { tempDir } from './storeTargets';
import type { StoreTarget } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';

// What a PostgreSQL erasure leaves in the table files themselves (docs/decisions/erasure.md), read
// as erasureOnDisk.test.ts reads SQLite's file: after the erasure and its VACUUM, a CHECKPOINT
// writes every page to the relation files, and their bytes (every table, TOAST table and index of
// the schema) are searched for the person's values. CHECKPOINT and the data directory need the
// database's superuser: the test runs as root (as CI does, with Debian's PostgreSQL) and asks
// `su postgres -c psql` over the local socket.

const NOW = new Date('2026-11-24T10:00:00.000Z');
const PERSON = {
  parentName: 'Meerabai Heapwright',
  childName: 'Arjunvir Heapwright',
  email: 'meerabai.heap@example.com',
  mobileNumber: '9812377702',
  address: '15 Vacuumed Lane, Pune',
};
const NOTE = 'Call Meerabai Heapwright after six';
const CALL = 'Spoke to Meerabai Heapwright about the batch';
const VALUES = [PERSON.parentName, PERSON.childName, PERSON.email, PERSON.mobileNumber, PERSON.address, NOTE, CALL, 'Heapwright'];

/** Runs SQL as the database's superuser (peer authentication as `postgres`); answers its output. */
function asSuperuser(sql: string): string {
  const run = spawnSync('su', ['postgres', '-c', `psql -Atq -c "${sql}"`], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`su postgres -c psql failed (the test must run as root): ${run.stderr}`);
  return run.stdout.trim();
}

/** Every file of every relation of `schema` (heaps, TOAST tables, indexes; all segments), with the relation's name. */
async function relationFiles(pool: Pool, schema: string): Promise<Array<{ relation: string; file: string }>> {
  const { rows } = await pool.query<{ path: string; relation: string }>(
    `WITH own AS (SELECT c.oid, c.reltoastrelid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1),
     toast AS (SELECT reltoastrelid AS oid FROM own WHERE reltoastrelid <> 0),
     toast_index AS (SELECT indexrelid AS oid FROM pg_index WHERE indrelid IN (SELECT oid FROM toast))
     SELECT pg_relation_filepath(oid) AS path, oid::regclass::text AS relation FROM (SELECT oid FROM own UNION SELECT oid FROM toast UNION SELECT oid FROM toast_index) r
     WHERE pg_relation_filepath(oid) IS NOT NULL`,
    [schema],
  );
  const dataDirectory = asSuperuser('SHOW data_directory');
  return rows.flatMap(({ path, relation }) => {
    const files: Array<{ relation: string; file: string }> = [];
    for (let segment = 0; existsSync(join(dataDirectory, segment === 0 ? path : `${path}.${segment}`)); segment += 1) {
      files.push({ relation, file: join(dataDirectory, segment === 0 ? path : `${path}.${segment}`) });
    }
    return files;
  });
}

/** Each value of `values` found in the schema's relation files after a CHECKPOINT, as `value: relation, …`. */
async function valuesInTableFiles(pool: Pool, schema: string, values: readonly string[] = VALUES): Promise<string[]> {
  asSuperuser('CHECKPOINT');
  const files = (await relationFiles(pool, schema)).map(({ relation, file }) => ({ relation, bytes: readFileSync(file) }));
  const found = values.map((value) => {
    const holders = files.filter(({ bytes }) => bytes.includes(Buffer.from(value, 'utf8'))).map(({ relation }) => relation);
    return holders.length === 0 ? '' : `${value}: ${[...new Set(holders)].join(', ')}`;
  });
  const report = found.filter((line) => line !== '');
  process.stdout.write(
    `grep of ${files.length} relation files of ${schema}: ${report.length === 0 ? 'nothing found' : report.join('; ')}\n`,
  );
  return report;
}

async function storePerson(store: Store): Promise<string> {
  const issued = await store.issueRegistration({
    fields: { ...GOOD_REGISTRATION, ...PERSON },
    receivedAt: NOW.toISOString(),
    consent: { at: NOW.toISOString(), notice: '2026-11-24' },
    messages: readEmailSettings({}).messages,
  });
  const number = `GFI${issued}`;
  await store.addOutboxMessage({ serviceId: 's', templateId: 't', userId: 'u', params: { email: PERSON.email, body: PERSON.childName } });
  await store.office.updateRecord('registrations', number, { note: NOTE });
  await store.office.appendAudit({ at: NOW.toISOString(), actor: STAFF_EMAIL, action: 'note', record: number, detail: NOTE });
  await store.office.appendActivity('registrations', number, {
    at: NOW.toISOString(),
    author: STAFF_EMAIL,
    kind: 'call',
    outcome: null,
    text: CALL,
    payment: null,
    statusChange: null,
  });
  return number;
}

jest.setTimeout(60_000);

const postgresUrl = process.env.TEST_DATABASE_URL;
let schemas = 0;

(postgresUrl ? describe : describe.skip)('PostgreSQL: the table files after an erasure', () => {
  const connectionString = postgresUrl ?? '';
  let schema: string;
  let pool: Pool;
  let target: StoreTarget;

  beforeEach(async () => {
    schemas += 1;
    schema = `erasure_files_${process.pid}_${schemas}`;
    pool = new Pool({ connectionString, max: 1 });
    const store = await openPostgresStore({ connectionString, schema, poolSize: 4 });
    target = {
      name: 'postgres',
      open: async () => ({
        store,
        dataDir: tempDir(),
        rawContains: async () => false,
        another: async () => store,
        dispose: async () => {
          await store.close();
          await dropPostgresSchema(connectionString, schema);
        },
      }),
    };
  });
  afterEach(async () => {
    await pool.end();
  });

  test('hold none of the erased values once the erasure and its VACUUM are done: record_activity and every table with text included', async () => {
    const server = await startTestServer(target, { now: () => NOW });
    try {
      await addStaff(server.store);
      const session = await managerSession(server.store, NOW, STAFF_EMAIL);
      const number = await storePerson(server.store);
      // Every value is in the files before, so the search below can fail.
      expect((await valuesInTableFiles(pool, schema)).map((line) => line.split(':')[0])).toEqual(VALUES);

      const erased = await asStaff(server.app, session, {
        method: 'POST',
        url: `/office/registrations/${number}/erase`,
        payload: { reason: 'Parent asked' },
      });
      expect(erased.statusCode).toBe(200);
      expect(await valuesInTableFiles(pool, schema)).toEqual([]);
    } finally {
      await server.dispose();
    }
  });

  test('a resend of an erased registration is refused before anything is written: the files hold none of its values', async () => {
    const server = await startTestServer(target, { now: () => NOW });
    try {
      await addStaff(server.store);
      const session = await managerSession(server.store, NOW, STAFF_EMAIL);
      const payload = { ...GOOD_REGISTRATION, ...PERSON };
      const send = () =>
        server.app.inject({ method: 'POST', url: '/registrations', headers: { 'idempotency-key': 'erased-resend-0001' }, payload });
      const sent = await send();
      expect(sent.statusCode).toBe(201);
      const number = sent.json<{ registrationNumber: string }>().registrationNumber;
      expect(
        (
          await asStaff(server.app, session, {
            method: 'POST',
            url: `/office/registrations/${number}/erase`,
            payload: { reason: 'Parent asked' },
          })
        ).statusCode,
      ).toBe(200);
      const personal = [PERSON.parentName, PERSON.email, PERSON.address];
      expect(await valuesInTableFiles(pool, schema, personal)).toEqual([]);

      expect((await send()).statusCode).toBe(410);
      // No VACUUM follows a refusal: only what was never written is not in the files.
      expect(await valuesInTableFiles(pool, schema, personal)).toEqual([]);
    } finally {
      await server.dispose();
    }
  });
});
