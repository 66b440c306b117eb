import { postgresTarget, storeTargets } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';
import { internalAddresses } from '../src/http/internalNetwork';
import { openRelay, postgresAddress, throughRelay } from './tcpRelay';
import type { Relay } from './tcpRelay';
import type { TestServer } from './testServer';
import { HAS_REDIS, startRedis } from './redisServer';
import type { RedisServer } from './redisServer';
import type { Store } from '../src/store/Store';

// GET /health/live answers while the process runs, whatever the database does; GET /health/ready
// answers 503 while the database does not answer, and 200 `degraded` while only the write limit's
// Redis is down (writes go through then). Why a check is down is shown to this machine only.

const [sqlite, postgres] = storeTargets();

/** The store, with every call after `watch()` written down and, once `breakIt()`, refused as a lost connection would be. */
function watched(store: Store) {
  const calls: string[] = [];
  let watching = false;
  let broken = false;
  const proxy = new Proxy(store, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function' || !watching) return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        if (broken) return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { proxy, calls, watch: () => (watching = true), breakIt: () => (broken = true) };
}

describe('health', () => {
  let server: TestServer;
  let store: ReturnType<typeof watched>;
  beforeAll(async () => {
    const opened = await sqlite!.open();
    store = watched(opened.store);
    server = await startTestServer({ name: 'sqlite', open: async () => ({ ...opened, store: store.proxy }) });
    store.watch();
  });
  afterAll(() => server.dispose());

  test('live and ready answer 200 while the database answers; /health as before', async () => {
    const live = await server.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(store.calls).toEqual([]);
    const ready = await server.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', store: 'sqlite', checks: { database: { status: 'up' } } });
    expect(store.calls).toEqual(['durability']);
    expect((await server.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok', store: 'sqlite' });
  });

  test('with the database down, ready is 503 naming it while live still answers without asking it', async () => {
    store.breakIt();
    store.calls.length = 0;
    const live = await server.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(store.calls).toEqual([]);
    const ready = await server.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      status: 'unavailable',
      store: 'sqlite',
      checks: { database: { status: 'down', error: 'connect ECONNREFUSED 127.0.0.1:5432' } },
    });
    const outside = await server.app.inject({ method: 'GET', url: '/health/ready', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(503);
    expect(outside.json()).toEqual({ status: 'unavailable', store: 'sqlite', checks: { database: { status: 'down' } } });
  });
});

describe('who sees why a check is down', () => {
  test('loopback always; INTERNAL_NETWORKS when named; never a public address', () => {
    const internal = internalAddresses(['10.0.0.0/8', 'fd00::/8']);
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.4.5.6', 'fd12::1'])
      expect({ ip, internal: internal(ip) }).toEqual({ ip, internal: true });
    for (const ip of ['203.0.113.9', '11.0.0.1', '2001:db8::1', '::ffff:203.0.113.9', 'not an address'])
      expect({ ip, internal: internal(ip) }).toEqual({ ip, internal: false });
    expect(internalAddresses()('10.4.5.6')).toBe(false);
  });
});

(postgres ? describe : describe.skip)('health on a PostgreSQL that becomes unreachable', () => {
  let relay: Relay;
  let server: TestServer;
  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    relay = await openRelay(postgresAddress(url));
    server = await startTestServer(postgresTarget(url.toString(), throughRelay(url, relay.port)));
  });
  afterAll(async () => {
    relay.close();
    await server.dispose();
  });

  test('ready is 200 while PostgreSQL answers, 503 once it cannot be reached, and live answers throughout', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
      status: 'ok',
      store: 'postgres',
      checks: { database: { status: 'up' } },
    });
    relay.close();
    const down = await server.app.inject({ method: 'GET', url: '/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'unavailable',
      store: 'postgres',
      checks: { database: { status: 'down', error: expect.any(String) } },
    });
    expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  }, 30_000);
});

(HAS_REDIS ? describe : describe.skip)('health with the write limit in Redis', () => {
  let redis: RedisServer;
  let server: TestServer;
  beforeAll(async () => {
    redis = await startRedis();
    server = await startTestServer(sqlite!, { writeRateLimit: 10, redisUrl: redis.url });
  });
  afterAll(async () => {
    await server.dispose();
    await redis.stop();
  });

  test('with Redis stopped the instance stays ready (200 degraded) and a write goes through; ok once it is back', async () => {
    const ready = async () => server.app.inject({ method: 'GET', url: '/health/ready' });
    expect((await ready()).json()).toEqual({
      status: 'ok',
      store: 'sqlite',
      checks: { database: { status: 'up' }, redis: { status: 'up' } },
    });
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const down = await ready();
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'degraded', checks: { database: { status: 'up' }, redis: { status: 'down' } } });
    expect((await server.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION })).statusCode).toBe(201);
    expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await redis.start();
    let back = await ready();
    for (let i = 0; i < 50 && back.json<{ status: string }>().status !== 'ok'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await ready();
    }
    expect(back.json()).toMatchObject({ status: 'ok' });
  }, 30_000);
});
