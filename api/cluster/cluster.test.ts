import { Pool } from 'pg';
import { DATABASE_AWAY_MESSAGE } from '../src/http/errorAnswers';
import { freePort, startApi } from '../test/apiProcess';
import type { ApiProcess } from '../test/apiProcess';
import { startRedis } from '../test/redisServer';
import type { RedisServer } from '../test/redisServer';
import { GOOD_APPLICATION, GOOD_REGISTRATION } from '../test/testServer';
import { startPostgres } from './postgresServer';
import type { PostgresServer } from './postgresServer';

// Two API instances over one PostgreSQL, with the write limit shared in Redis, as a deployment
// that outgrew one machine runs them: numbers stay distinct and consecutive, one application per
// address holds, the limit is one limit, a key replays on either instance, and nothing answered
// 201 is lost or stored twice while the database restarts, an instance is killed or Redis stops.

const WRITE_LIMIT = 60;
let postgres: PostgresServer;
let redis: RedisServer;
let instances: ApiProcess[];
let db: Pool;
let visitor = 0;

/**
 * Each write from its own address, so only the limit test meets the limit. The instances trust one
 * proxy hop (TRUST_PROXY=1), and these requests come from loopback with one X-Forwarded-For entry,
 * as they would from one nginx in front of them.
 */
function post(instance: ApiProcess, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  visitor += 1;
  return fetch(`${instance.base}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

const registration = (i: number) => ({ ...GOOD_REGISTRATION, email: `cluster-${i}@example.com` });

async function storedNumbers(): Promise<string[]> {
  return (await db.query<{ n: string }>('SELECT registration_number AS n FROM registrations')).rows.map((row) => row.n);
}

beforeAll(async () => {
  postgres = startPostgres(await freePort());
  redis = await startRedis();
  const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, WRITE_RATE_LIMIT: String(WRITE_LIMIT), TRUST_PROXY: '1' };
  instances = [await startApi(env), await startApi(env)];
  db = new Pool({ connectionString: postgres.url, max: 2 });
  db.on('error', () => undefined);
});

afterAll(async () => {
  for (const instance of instances ?? []) instance.child.kill('SIGKILL');
  await Promise.all((instances ?? []).map((instance) => instance.exited));
  await db?.end();
  await redis?.stop();
  postgres?.dispose();
});

test('1,000 concurrent registrations across the instances get 1,000 distinct, consecutive numbers; the sequence ends at the highest', async () => {
  const answers = await Promise.all(
    Array.from({ length: 1000 }, (_, i) =>
      post(instances[i % 2]!, '/registrations', registration(i)).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { registrationNumber: string },
      })),
    ),
  );
  expect(answers.every((answer) => answer.status === 201)).toBe(true);
  const numbers = answers.map((answer) => Number(answer.body.registrationNumber.replace('GFI', ''))).sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(1000);
  expect(numbers.at(-1)! - numbers[0]!).toBe(999);
  expect(await storedNumbers()).toHaveLength(1000);
  const counter = await db.query<{ value: string }>("SELECT last_issued AS value FROM number_sequences WHERE name = 'registration'");
  expect(Number(counter.rows[0]?.value)).toBe(numbers.at(-1));
});

test('50 concurrent applications with one e-mail, split between the instances: exactly one is stored', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      post(instances[i % 2]!, '/applications', { ...GOOD_APPLICATION, email: i % 3 ? 'Same@Example.com' : ' same@example.com ' }).then(
        (r) => r.status,
      ),
    ),
  );
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(49);
  expect((await db.query('SELECT 1 FROM applications')).rowCount).toBe(1);
});

test(`one client alternating between the instances gets ${WRITE_LIMIT} writes a minute in all, not ${2 * WRITE_LIMIT}`, async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 2 * WRITE_LIMIT + 10; i += 1) {
    // Refused bodies (400) count as writes too, and store nothing.
    const response = await fetch(`${instances[i % 2]!.base}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: '{}',
    });
    statuses.push(response.status);
  }
  expect(statuses.filter((status) => status !== 429)).toHaveLength(WRITE_LIMIT);
});

test('an Idempotency-Key used on one instance replays its first answer on the other', async () => {
  const key = 'cluster-key-000001';
  const first = await post(instances[0]!, '/registrations', registration(5000), { 'idempotency-key': key });
  const again = await post(instances[1]!, '/registrations', registration(5000), { 'idempotency-key': key });
  expect(first.status).toBe(201);
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(await again.json()).toEqual(await first.json());
});

test('keyed registrations in bursts on both instances, 100 keys sent to each at once: each key issues once, the other send replays it', async () => {
  const before = (await storedNumbers()).length;
  const send = (instance: ApiProcess, k: number) =>
    post(instance, '/registrations', registration(20_000 + k), { 'idempotency-key': `cluster-burst-${k}` }).then(async (r) => ({
      status: r.status,
      replayed: r.headers.get('idempotent-replayed') === 'true',
      body: (await r.json()) as { registrationNumber: string },
    }));
  const [first, second] = await Promise.all([
    Promise.all(Array.from({ length: 300 }, (_, k) => send(instances[k % 2]!, k))),
    Promise.all(Array.from({ length: 100 }, (_, k) => send(instances[(k + 1) % 2]!, k))),
  ]);

  expect([...first, ...second].filter((answer) => answer.status !== 201)).toEqual([]);
  for (let k = 0; k < 100; k += 1) {
    expect([first[k]!.replayed, second[k]!.replayed].filter(Boolean)).toHaveLength(1);
    expect(second[k]!.body).toEqual(first[k]!.body);
  }
  expect(first.slice(100).some((answer) => answer.replayed)).toBe(false);
  const issued = first.map((answer) => Number(answer.body.registrationNumber.slice(3))).sort((a, b) => a - b);
  expect(new Set(issued).size).toBe(300);
  expect(issued.at(-1)! - issued[0]!).toBe(299);
  expect((await storedNumbers()).length).toBe(before + 300);
});

test('the office sign-in count is one count: 5 failures from one client spread over both instances stop it on both, and no other client', async () => {
  const signIn = (instance: ApiProcess, client: string) =>
    post(
      instance,
      '/office/session',
      { email: 'desk@academy.example', password: 'not the password at all' },
      { 'x-forwarded-for': client },
    ).then((r) => r.status);
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) statuses.push(await signIn(instances[i % 2]!, '10.200.0.1'));
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  expect([await signIn(instances[0]!, '10.200.0.1'), await signIn(instances[1]!, '10.200.0.1')]).toEqual([429, 429]);
  // Another client's password is still checked: one client's failures never lock the account for others.
  expect(await signIn(instances[1]!, '10.200.0.2')).toBe(401);
});

/** Sends registrations from `workers` loops for `ms`, alternating instances; every answer with its time. */
async function load(ms: number, workers: number, targets: () => ApiProcess[]) {
  const results: { status: number; number?: string; ms: number }[] = [];
  const end = Date.now() + ms;
  let i = 10_000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        const n = (i += 1);
        const started = Date.now();
        const list = targets();
        try {
          const response = await post(list[n % list.length]!, '/registrations', registration(n));
          const body = (await response.json()) as { registrationNumber?: string; error?: string; requestId?: string };
          results.push({ status: response.status, number: body.registrationNumber, ms: Date.now() - started });
          if (response.status === 503) {
            expect(body.error).toBe(DATABASE_AWAY_MESSAGE);
            // The visitor's report can be found in the log by this id.
            expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
            expect(body.requestId).toBe(response.headers.get('x-request-id'));
            expect(response.headers.get('retry-after')).toBe('5');
          }
        } catch {
          results.push({ status: 0, ms: Date.now() - started });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
  return results;
}

test('PostgreSQL stopped for 5 s in a 20 s run: writes answer 503 meanwhile, then succeed again without a restart; every 201 is stored once', async () => {
  const running = load(20_000, 8, () => instances);
  await new Promise((resolve) => setTimeout(resolve, 7_500));
  postgres.stop();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  postgres.start();
  const results = await running;

  const stored = await storedNumbers();
  const acknowledged = results.filter((r) => r.status === 201).map((r) => r.number!);
  expect(results.filter((r) => r.status === 503).length).toBeGreaterThan(0);
  expect(results.filter((r) => ![201, 503].includes(r.status))).toEqual([]);
  expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(15_000);
  expect(new Set(stored).size).toBe(stored.length);
  expect(acknowledged.filter((number) => !stored.includes(number))).toEqual([]);
  // After the restart both instances take writes again.
  for (const instance of instances)
    expect((await post(instance, '/registrations', registration(90_000 + instance.child.pid!))).status).toBe(201);
}, 60_000);

test('Redis stopped: writes keep flowing on both instances, uncounted, and each instance logs it', async () => {
  await redis.stop();
  try {
    for (const instance of instances) {
      expect((await post(instance, '/registrations', registration(95_000 + instance.child.pid!))).status).toBe(201);
    }
    // The warning is written as the instance finds Redis gone, which may be just after it answered.
    for (const instance of instances) {
      const warned = () => instance.logs.some((line) => typeof line.msg === 'string' && line.msg.startsWith('Redis is unreachable'));
      for (let waited = 0; waited < 5_000 && !warned(); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warned()).toBe(true);
    }
  } finally {
    await redis.start();
  }
});

test('one instance killed (SIGKILL) under load: the other keeps serving, and nothing acknowledged is lost', async () => {
  const [killed, survivor] = instances as [ApiProcess, ApiProcess];
  let alive = [killed, survivor];
  const running = load(6_000, 8, () => alive);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  killed.child.kill('SIGKILL');
  await killed.exited;
  alive = [survivor];
  const results = await running;

  const stored = await storedNumbers();
  const acknowledged = results.filter((r) => r.status === 201).map((r) => r.number!);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((number) => !stored.includes(number))).toEqual([]);
  expect(new Set(stored).size).toBe(stored.length);
  expect((await post(survivor, '/registrations', registration(99_999))).status).toBe(201);
}, 30_000);
