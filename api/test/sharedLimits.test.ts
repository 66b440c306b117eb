import { Writable } from 'node:stream';
import { storeTargets } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { HAS_REDIS, startRedis } from './redisServer';
import type { RedisServer } from './redisServer';

// The write limit across API instances: with REDIS_URL the instances count one client's writes
// together; while Redis is down writes keep flowing and the API says so in its log once.

const [sqlite] = storeTargets();
const LIMIT = 3;
const suite = HAS_REDIS ? describe : describe.skip;

suite('the write limit shared in Redis', () => {
  let redis: RedisServer;
  const servers: TestServer[] = [];
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });

  const instance = async (redisUrl?: string) => {
    const server = await startTestServer(sqlite!, { writeRateLimit: LIMIT, redisUrl, log: { level: 'info', stream: logStream } });
    servers.push(server);
    return server;
  };
  let sequence = 0;
  const register = (server: TestServer, client = '203.0.113.7') =>
    server.app
      .inject({
        method: 'POST',
        url: '/registrations',
        remoteAddress: client,
        payload: { ...GOOD_REGISTRATION, email: `shared-limit-${(sequence += 1)}@example.com` },
      })
      .then((response) => response.statusCode);

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.dispose()));
    logLines.length = 0;
  });
  afterAll(() => redis.stop());

  test('one client alternating between two instances gets the limit in total, not twice it', async () => {
    const [a, b] = [await instance(redis.url), await instance(redis.url)];
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await register(i % 2 === 0 ? a : b));
    expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
    // Another client has its own count.
    expect(await register(b, '203.0.113.8')).toBe(201);
  });

  test('without REDIS_URL each instance counts its own: the limit per instance', async () => {
    const [a, b] = [await instance(), await instance()];
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await register(i % 2 === 0 ? a : b));
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
  });

  test('while Redis is down writes go through and the outage is logged once; back, the limit counts again', async () => {
    const a = await instance(redis.url);
    expect(await register(a, '203.0.113.9')).toBe(201);
    await redis.stop();
    try {
      const during = [];
      for (let i = 0; i < LIMIT + 2; i += 1) during.push(await register(a, '203.0.113.9'));
      expect(during).toEqual(Array(LIMIT + 2).fill(201));
      const warnings = logLines.filter((line) => line.includes('Redis is unreachable'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!)).toMatchObject({ level: 40 });
    } finally {
      await redis.start();
    }
    // The client reconnects on its own (at most 2 s apart); then a fresh count of LIMIT.
    for (let i = 0; i < 50 && !logLines.some((line) => line.includes('Redis is back')); i += 1)
      await new Promise((done) => setTimeout(done, 100));
    const after = [];
    for (let i = 0; i < LIMIT + 1; i += 1) after.push(await register(a, '203.0.113.10'));
    expect(after).toEqual([201, 201, 201, 429]);
  });

  test('an instance shutting down does not report an outage', async () => {
    const a = await instance(redis.url);
    expect(await register(a, '203.0.113.11')).toBe(201);
    await servers.splice(0)[0]!.dispose();
    expect(logLines.filter((line) => line.includes('Redis is unreachable'))).toEqual([]);
  });
});
