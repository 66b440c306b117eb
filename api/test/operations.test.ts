import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SERVER_ERROR_MESSAGE } from '../src/http/errorAnswers';
import { clientBucket } from '../src/http/clientAddress';
import { readSettings } from '../src/config/settings';
import type { Store } from '../src/store/Store';
import { rmSync } from 'node:fs';
import { eachStore, storeTargets, tempDir } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { startApi } from './apiProcess';

// Running the API for real: its logs, the write limit's buckets, the compatibility switch,
// slow clients and SIGTERM.

const [sqlite] = storeTargets();

/** A log destination the test reads: one parsed JSON object per line. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe.each(eachStore())('%s store: logs', (_name, target) => {
  test('every request is logged as JSON with its request id; a 5xx with its stack, which the client never sees', async () => {
    const sink = logSink();
    const server = await startTestServer(target, { log: { level: 'info', stream: sink.stream } });
    try {
      const failing = new Proxy(server.store, {
        get: (store, key: keyof Store) =>
          // eslint-disable-next-line @typescript-eslint/unbound-method -- a proxy hands out the store's own member; it is called on the proxy, which forwards `this`'s reads to the store
          key === 'listAchievements' ? () => Promise.reject(new Error('disk on fire at /srv/secret/path')) : store[key],
      });
      // The same routes over a store that fails: a fresh server reading it.
      const broken = await startTestServer(
        {
          name: target.name,
          open: async () => ({
            store: failing,
            dataDir: server.dataDir,
            rawContains: server.rawContains,
            another: server.another,
            dispose: async () => {},
          }),
        },
        { log: { level: 'info', stream: sink.stream } },
      );
      const response = await broken.app.inject({ method: 'GET', url: '/achievements' });
      await broken.app.close();

      expect(response.statusCode).toBe(500);
      const requestId = response.json<{ requestId: string }>().requestId;
      expect(refusal(response)).toEqual({ error: SERVER_ERROR_MESSAGE });
      expect(response.body).not.toMatch(/fire|secret|at .*\.ts/);
      const failure = sink.lines.find((line) => line.msg === 'request failed');
      expect(failure).toMatchObject({ level: 50, reqId: requestId });
      expect((failure?.err as { stack: string }).stack).toMatch(/disk on fire[\s\S]*at /);
      const completed = sink.lines.find((line) => line.msg === 'request completed' && line.reqId === requestId);
      expect(completed).toMatchObject({ res: { statusCode: 500 } });

      const ok = await server.app.inject({ method: 'GET', url: '/health' });
      expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(sink.lines.some((line) => line.reqId === ok.headers['x-request-id'] && line.msg === 'incoming request')).toBe(true);
    } finally {
      await server.dispose();
    }
  });

  test('LOG_LEVEL=warn leaves out the request lines', async () => {
    const sink = logSink();
    const server = await startTestServer(target, { log: { level: 'warn', stream: sink.stream } });
    try {
      await server.app.inject({ method: 'GET', url: '/health' });
      expect(sink.lines).toEqual([]);
    } finally {
      await server.dispose();
    }
  });
});

describe.each(eachStore())('%s store: the compatibility protocol switched off', (_name, target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(target, { compatProtocol: false });
  });
  afterAll(() => server.dispose());

  test.each([
    ['GET', '/values?cell=A2'],
    ['PUT', '/values'],
    ['POST', '/new-registration'],
    ['GET', '/applicants'],
    ['POST', '/applicants'],
  ] as const)('%s %s answers 404 and the counters do not move', async (method, url) => {
    const response = await server.app.inject({ method, url, payload: method === 'GET' ? undefined : { cell: 'A2', updatedValue: 10_001 } });
    expect(response.statusCode).toBe(404);
    expect(await server.store.lastIssued('registration')).toBe(10_000);
  });

  test('the site protocol still works', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION });
    expect(response.statusCode).toBe(201);
  });
});

describe('the write limit', () => {
  test.each([
    ['2001:db8:1:2::1', '2001:db8:1:0::/56'],
    ['2001:0db8:0001:00ff:ffff:ffff:ffff:ffff', '2001:db8:1:0::/56'],
    ['2001:DB8:1:2aa:aaaa::9', '2001:db8:1:200::/56'],
    ['2001:db8::1', '2001:db8:0:0::/56'],
    ['fe80::1%eth0', 'fe80:0:0:0::/56'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
  ])('%s is counted as %s by default', (ip, bucket) => {
    expect(clientBucket(ip)).toBe(bucket);
  });

  test.each([
    [64, '2001:db8:1:2ff::/64'],
    [48, '2001:db8:1::/48'],
    [60, '2001:db8:1:2f0::/60'],
  ])('a /%i prefix can be asked for', (prefix, bucket) => {
    expect(clientBucket('2001:db8:1:2ff:1:2:3:4', prefix)).toBe(bucket);
  });

  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(sqlite!, { writeRateLimit: 3 });
  });
  afterEach(() => server.dispose());

  const write = (remoteAddress: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'PUT', url: '/values', remoteAddress, headers, payload: { cell: 'A2', updatedValue: 1 } });

  test('IPv6 clients are counted per /56: new addresses and new /64s in one /56 share one bucket', async () => {
    const statuses: number[] = [];
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:3::2', '2001:db8:1:80:abcd::3', '2001:db8:1:ff:ffff:1:2:3']) {
      statuses.push((await write(ip)).statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await write('2001:db8:1:100::1')).statusCode).not.toBe(429);
  });

  test('IPV6_BUCKET_PREFIX sets the bucket: with 64, another /64 of the same /56 has its own', async () => {
    expect(readSettings({}).ipv6BucketPrefix).toBe(56);
    expect(readSettings({ IPV6_BUCKET_PREFIX: '64' }).ipv6BucketPrefix).toBe(64);
    expect(() => readSettings({ IPV6_BUCKET_PREFIX: '16' })).toThrow('IPV6_BUCKET_PREFIX must be a whole number of bits from 32 to 128.');
    await server.dispose();
    server = await startTestServer(sqlite!, {
      writeRateLimit: 3,
      ipv6BucketPrefix: readSettings({ IPV6_BUCKET_PREFIX: '64' }).ipv6BucketPrefix,
    });
    const statuses: number[] = [];
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:abcd::3', '2001:db8:1:2::4'])
      statuses.push((await write(ip)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await write('2001:db8:1:3::1')).statusCode).not.toBe(429);
  });

  test('POST /applications keeps its 409 for an address that applied, and the 409s count toward the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION, remoteAddress: '198.51.100.40' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
  });

  test('with a hop count, a client rotating its own X-Forwarded-For entries stays in one bucket', async () => {
    await server.dispose();
    server = await startTestServer(sqlite!, { writeRateLimit: 3, trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      // The proxy appends the address it saw (198.51.100.9); the rest is the client's invention.
      statuses.push((await write('10.0.0.2', { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.9` })).statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });

  // Every route that writes, the compatibility routes included (the outbox's own limit: outbox.test.ts).
  const WRITES = [
    ['PUT', '/values', { cell: 'A2', updatedValue: 10_001 }],
    ['POST', '/new-registration', { values: [] }],
    ['POST', '/applicants', { values: [] }],
    ['POST', '/registrations', GOOD_REGISTRATION],
    ['POST', '/applications', GOOD_APPLICATION],
  ] as const;

  test.each(WRITES.map((write, index) => [write[0], write[1], write[2], index] as const))(
    '%s %s is limited',
    async (method, url, payload, index) => {
      const remoteAddress = `127.0.0.${index + 10}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await server.app.inject({ method, url, payload, remoteAddress })).statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    },
  );
});

describe('slow clients', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer(sqlite!, {
      timeouts: { headersTimeout: 400, requestTimeout: 800, connectionTimeout: 5_000, keepAliveTimeout: 500, checkInterval: 100 },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.dispose());

  /** Opens a socket, sends `start`, then one byte every 100 ms; resolves with what came back and when the server closed it. */
  function trickle(start: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve) => {
      const began = Date.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(start));
      const drip = setInterval(() => socket.writable && socket.write('a'), 100);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, closedAfterMs: Date.now() - began });
      });
    });
  }

  test('headers that never finish are answered 408 and the connection closed', async () => {
    const { answer, closedAfterMs } = await trickle('GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  test('a body trickled byte by byte is cut off at the request timeout', async () => {
    const { answer, closedAfterMs } = await trickle(
      'POST /registrations HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"error":"The request took too long to arrive."');
    expect(closedAfterMs).toBeLessThan(3_000);
    expect(await server.store.countRecords('registrations')).toBe(0);
  });
});

describe('SIGTERM', () => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('an idle server logs its settings at start, then stops at once with exit code 0', async () => {
    const api = await startApi({ DATA_DIR: dataDir });
    const starting = api.logs.find((line) => line.msg === 'starting');
    expect(starting).toMatchObject({ level: 30, pid: api.child.pid, settings: { logLevel: 'info', compatProtocol: true } });
    const began = Date.now();
    api.child.kill('SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(api.logs.map((line) => line.msg)).toEqual(expect.arrayContaining(['stopping: draining requests in flight', 'stopped']));
  }, 40_000);

  test('a production start on an empty database seeds nothing and serves no compatibility protocol', async () => {
    const empty = tempDir();
    const api = await startApi({
      DATA_DIR: empty,
      NODE_ENV: 'production',
      TRUST_PROXY: 'false',
      EMAIL_OUTBOX: '0',
      CORS_ORIGINS: 'https://www.example.org',
      PAYMENT_LINK_SECRET: 'p'.repeat(32),
      AUDIT_HASH_KEY: 'k'.repeat(64),
    });
    try {
      for (const path of ['/tournament', '/puzzles', '/achievements']) {
        expect(await (await fetch(`${api.base}${path}`)).json()).toEqual({ values: [] });
      }
      expect((await fetch(`${api.base}/values?cell=A2`)).status).toBe(404);
      expect(api.logs.find((line) => line.msg === 'store ready')).toMatchObject({ seeded: false, seedSample: false });
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      rmSync(empty, { recursive: true, force: true });
    }
  }, 40_000);

  test('a request that never finishes does not hold the process past the deadline', async () => {
    const api = await startApi({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '1500' });
    const url = new URL(api.base);
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write('POST /registrations HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{'),
    );
    socket.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const began = Date.now();
    api.child.kill('SIGTERM');
    const exit = await api.exited;
    socket.destroy();
    const tookMs = Date.now() - began;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(tookMs).toBeGreaterThanOrEqual(1_400);
    expect(tookMs).toBeLessThan(5_000);
    expect(api.logs.some((line) => line.msg === 'stopped at the deadline with requests still open')).toBe(true);
  }, 40_000);
});
