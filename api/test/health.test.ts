import { storeTargets } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { HAS_REDIS, startRedis } from './redisServer';
import type { RedisServer } from './redisServer';
import type { Store } from '../src/store/Store';

// GET /health/live answers while the process runs, whatever the database does; GET /health/ready
// answers 503 while the database (or the write limit's Redis) does not answer.

const [sqlite] = storeTargets();

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
  });
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

  test('ready checks Redis too: 503 while it is down, 200 once it is back; live answers throughout', async () => {
    const ready = async () => server.app.inject({ method: 'GET', url: '/health/ready' });
    expect((await ready()).json()).toEqual({
      status: 'ok',
      store: 'sqlite',
      checks: { database: { status: 'up' }, redis: { status: 'up' } },
    });
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'up' }, redis: { status: 'down' } } });
    expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    await redis.start();
    let back = await ready();
    for (let i = 0; i < 50 && back.statusCode !== 200; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      back = await ready();
    }
    expect(back.statusCode).toBe(200);
  }, 30_000);
});
