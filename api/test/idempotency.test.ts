import { sheetRows } from '../src/cli/sheetTransfer';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import type { Store } from '../src/store/Store';
import { openSqliteStore } from '../src/store/sqliteStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import { BAD_KEY_MESSAGE, KEY_REUSED_MESSAGE } from '../src/idempotency/idempotencyKey';
import { eachStore, tempDir } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// Idempotent writes: POST /registrations and POST /applications with an `Idempotency-Key`.
// A resent request gets the first answer again and stores nothing; the key lives 24 hours.

const KEY = 'submission-0001';
const DAY_MS = 24 * 60 * 60 * 1000;

async function snapshot(server: TestServer) {
  return {
    registrations: await sheetRows(server.store, 'registrations'),
    applicants: await sheetRows(server.store, 'applicants'),
    a2: await server.store.lastIssued('registration'),
    b2: await server.store.lastIssued('application'),
  };
}

describe.each(eachStore())('%s store: idempotent writes', (_name, target) => {
  let server: TestServer;
  let clock = new Date('2026-03-06T10:00:00Z');

  beforeEach(async () => {
    clock = new Date('2026-03-06T10:00:00Z');
    server = await startTestServer(target, { now: () => clock });
  });
  afterEach(() => server.dispose());

  const post = (url: string, payload: unknown, key?: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  test.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(129)],
    ['a space', 'has space-123'],
    ['a dot', 'key.with.dot'],
    ['empty', ''],
  ])('a key that is %s answers 400 and stores nothing', async (_case, key) => {
    const before = await snapshot(server);
    const response = await post('/registrations', GOOD_REGISTRATION, key);
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toEqual({ error: BAD_KEY_MESSAGE });
    expect(await snapshot(server)).toEqual(before);
  });

  test('keys of 8 and 128 characters of letters, digits, - and _ are accepted', async () => {
    expect((await post('/registrations', GOOD_REGISTRATION, 'aZ0_-aZ0')).statusCode).toBe(201);
    expect((await post('/registrations', GOOD_REGISTRATION, `${'x'.repeat(127)}_`)).statusCode).toBe(201);
  });

  test('the same key and body again: the first answer, marked replayed, one row and the counter moved once', async () => {
    const first = await post('/registrations', GOOD_REGISTRATION, KEY);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/registrations', GOOD_REGISTRATION, KEY);
    const third = await post('/registrations', { ...GOOD_REGISTRATION }, KEY);

    for (const replay of [again, third]) {
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
    }
    expect(first.json()).toMatchObject({ registrationNumber: 'GFI10001' });
    expect((await sheetRows(server.store, 'registrations')).map((row) => row[1])).toEqual(['GFI10001']);
    expect(await server.store.lastIssued('registration')).toBe(10_001);
  });

  test('the same fields in another order are the same body', async () => {
    const first = await post('/registrations', GOOD_REGISTRATION, KEY);
    const reordered = Object.fromEntries(Object.entries(GOOD_REGISTRATION).reverse());
    const again = await post('/registrations', reordered, KEY);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await server.store.countRecords('registrations')).toBe(1);
  });

  test('the same key with a different body answers 422 and changes nothing', async () => {
    await post('/registrations', GOOD_REGISTRATION, KEY);
    const before = await snapshot(server);
    const other = await post('/registrations', { ...GOOD_REGISTRATION, childName: 'Meera' }, KEY);
    expect(other.statusCode).toBe(422);
    expect(refusal(other)).toEqual({ error: KEY_REUSED_MESSAGE });
    // A key used for a registration cannot be spent on an application either.
    const elsewhere = await post('/applications', GOOD_APPLICATION, KEY);
    expect(elsewhere.statusCode).toBe(422);
    expect(await snapshot(server)).toEqual(before);
  });

  test('a refused body stores no key: the corrected body with the same key is issued', async () => {
    const refused = await post('/registrations', { ...GOOD_REGISTRATION, email: 'not-an-e-mail' }, KEY);
    expect(refused.statusCode).toBe(400);
    const corrected = await post('/registrations', GOOD_REGISTRATION, KEY);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await server.store.countRecords('registrations')).toBe(1);
  });

  test('a site page may send the key and read the replay mark across origins', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/registrations',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
    const response = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      payload: GOOD_REGISTRATION,
      headers: { origin: 'http://localhost:3000', 'idempotency-key': KEY },
    });
    expect(response.headers['access-control-expose-headers']).toBe('Idempotent-Replayed');
  });

  test('without the header every request is a new registration, as before', async () => {
    const first = await post('/registrations', GOOD_REGISTRATION);
    const second = await post('/registrations', GOOD_REGISTRATION);
    expect([first.json(), second.json()].map((b) => (b as { registrationNumber: string }).registrationNumber)).toEqual([
      'GFI10001',
      'GFI10002',
    ]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await server.store.countRecords('registrations')).toBe(2);
  });

  test('an application replays its number; a second e-mail under a new key is still 409', async () => {
    const first = await post('/applications', GOOD_APPLICATION, KEY);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ applicationNumber: 'TGFI101', receivedAt: '2026-03-06T10:00:00.000Z' });
    const again = await post('/applications', GOOD_APPLICATION, KEY);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ applicationNumber: 'TGFI101', receivedAt: '2026-03-06T10:00:00.000Z' });

    const before = await snapshot(server);
    const duplicate = await post('/applications', GOOD_APPLICATION, 'another-key-02');
    expect(duplicate.statusCode).toBe(409);
    expect(refusal(duplicate)).toEqual({ error: 'Application already exists.' });
    expect(await snapshot(server)).toEqual(before);
    // The refused key was not kept: a different body under it is a fresh application.
    const fresh = await post('/applications', { ...GOOD_APPLICATION, email: 'new@example.com' }, 'another-key-02');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ applicationNumber: 'TGFI102' });
    expect(await server.store.lastIssued('application')).toBe(102);
  });

  test('the key replays for 24 hours; after that it has expired and is cleaned up', async () => {
    const first = await post('/registrations', GOOD_REGISTRATION, KEY);
    clock = new Date(clock.getTime() + DAY_MS - 1);
    const late = await post('/registrations', GOOD_REGISTRATION, KEY);
    expect(late.headers['idempotent-replayed']).toBe('true');
    expect(late.json()).toEqual(first.json());

    clock = new Date(clock.getTime() + 2);
    const other = await post('/registrations', { ...GOOD_REGISTRATION, childName: 'Meera' }, KEY);
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json()).toMatchObject({ registrationNumber: 'GFI10002' });
  });

  test('the store deletes keys older than the cut-off and keeps the rest', async () => {
    await post('/registrations', GOOD_REGISTRATION, 'old-key-0001');
    clock = new Date(clock.getTime() + 60_000);
    await post('/registrations', { ...GOOD_REGISTRATION, email: 'b@example.com' }, 'new-key-0001');
    expect(await server.store.purgeIdempotencyKeys('2026-03-06T10:00:30.000Z')).toBe(1);
    expect(await server.store.purgeIdempotencyKeys('2026-03-06T10:00:30.000Z')).toBe(0);
    // The kept key still replays; the rows themselves are untouched.
    const replay = await post('/registrations', { ...GOOD_REGISTRATION, email: 'b@example.com' }, 'new-key-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await server.store.countRecords('registrations')).toBe(2);
  });

  test('a keyed write a day later purges the expired keys of others', async () => {
    await post('/registrations', GOOD_REGISTRATION, 'old-key-0001');
    clock = new Date(clock.getTime() + DAY_MS + 2 * 60 * 60 * 1000);
    await post('/registrations', { ...GOOD_REGISTRATION, email: 'b@example.com' }, 'new-key-0001');
    // The old key is already gone: nothing older than the window is left to purge.
    expect(await server.store.purgeIdempotencyKeys(new Date(clock.getTime() - DAY_MS).toISOString())).toBe(0);
    // The fresh key was kept.
    expect(await server.store.purgeIdempotencyKeys(new Date(clock.getTime() + 1).toISOString())).toBe(1);
  });
});

describe.each(eachStore())('%s store: one key sent 20 times at once', (_name, target) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await startTestServer(target);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.dispose());

  const send = (url: string, body: unknown, key: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });

  test.each([
    ['/registrations', GOOD_REGISTRATION, 'registrations', 'registrationNumber'],
    ['/applications', GOOD_APPLICATION, 'applicants', 'applicationNumber'],
  ] as const)(
    '%s: exactly one row, every answer the same number',
    async (url, body, sheet, field) => {
      const key = `concurrent-${sheet}`;
      const responses = await Promise.all(Array.from({ length: 20 }, () => send(url, body, key)));
      const answers = await Promise.all(
        responses.map(async (r) => ({
          status: r.status,
          replayed: r.headers.get('idempotent-replayed'),
          body: (await r.json()) as Record<string, string>,
        })),
      );

      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
      expect(new Set(answers.map((a) => a.body[field])).size).toBe(1);
      expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
      expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(19);
      expect(await server.store.countRecords(sheet === 'applicants' ? 'applications' : sheet)).toBe(1);
    },
    60_000,
  );
});

// A restart: the store is closed and opened again on the same data, as a new process would.
interface Restartable {
  open(): Promise<Store>;
  dispose(): Promise<void>;
  dataDir: string;
}

function restartableTargets(): Array<[string, () => Restartable]> {
  const sqlite = (): Restartable => {
    const dataDir = tempDir();
    return {
      dataDir,
      open: async () => openSqliteStore(dataDir),
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [['sqlite', sqlite]];
  const postgres = (): Restartable => {
    const schema = `test_${process.pid}_${Date.now().toString(36)}_restart`;
    const dataDir = tempDir();
    return {
      dataDir,
      open: () => openPostgresStore({ connectionString: url, schema, poolSize: 4 }),
      dispose: async () => {
        await dropPostgresSchema(url, schema);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return [
    ['sqlite', sqlite],
    ['postgres', postgres],
  ];
}

describe.each(restartableTargets())('%s store: a key survives a restart of the API', (_name, make) => {
  const startApi = async (place: Restartable): Promise<{ app: FastifyInstance; store: Store }> => {
    const store = await place.open();
    const app = await buildServer({
      store,
      settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: place.dataDir },
    });
    return { app, store };
  };

  test('the answer stored before the restart is replayed after it, with no new row', async () => {
    const place = make();
    try {
      const before = await startApi(place);
      const request = {
        method: 'POST' as const,
        url: '/registrations',
        payload: GOOD_REGISTRATION,
        headers: { 'idempotency-key': KEY },
      };
      const first = await before.app.inject(request);
      await before.app.close();
      await before.store.close();

      const after = await startApi(place);
      const replay = await after.app.inject(request);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(first.json());
      expect(await after.store.countRecords('registrations')).toBe(1);
      expect(await after.store.lastIssued('registration')).toBe(10_001);
      await after.app.close();
      await after.store.close();
    } finally {
      await place.dispose();
    }
  });
});
