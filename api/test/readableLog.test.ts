import { readableLine, readableLogStream, wantsReadableLog } from '../src/http/readableLog';
import { storeTargets } from './storeTargets';
import { startTestServer } from './testServer';

// `npm start` in a terminal shows one readable line per request; JSON everywhere else.

test('readable in a terminal outside production; JSON when piped, in production, or when asked', () => {
  expect(wantsReadableLog({}, true)).toBe(true);
  expect(wantsReadableLog({}, false)).toBe(false);
  expect(wantsReadableLog({}, undefined)).toBe(false);
  expect(wantsReadableLog({ NODE_ENV: 'production' }, true)).toBe(false);
  expect(wantsReadableLog({ LOG_FORMAT: 'json' }, true)).toBe(false);
  expect(wantsReadableLog({ LOG_FORMAT: 'pretty' }, false)).toBe(true);
});

test('a request is one line: its start is left out, its end says status, method, address and time', () => {
  const at = Date.UTC(2026, 10, 25, 12, 0, 1);
  expect(
    readableLine(JSON.stringify({ level: 30, time: at, msg: 'incoming request', req: { method: 'GET', url: '/tournament' } })),
  ).toBeNull();
  expect(
    readableLine(
      JSON.stringify({
        level: 30,
        time: at,
        reqId: 'r1',
        msg: 'request completed',
        res: { statusCode: 200 },
        responseTime: 3.4,
        req: { method: 'GET', url: '/tournament' },
      }),
    ),
  ).toBe('12:00:01 200 GET /tournament 3 ms');
  expect(readableLine(JSON.stringify({ level: 40, time: at, pid: 1, msg: 'database unavailable', reqId: 'r2' }))).toBe(
    '12:00:01 WARN  database unavailable {"reqId":"r2"}',
  );
  expect(readableLine('not json')).toBe('not json');
});

test('the stream writes the readable lines of what fastify logs', () => {
  const written: string[] = [];
  const stream = readableLogStream({ write: (text: string) => written.push(text) });
  stream.write(`${JSON.stringify({ level: 30, time: 0, msg: 'incoming request' })}\n`);
  stream.write(`${JSON.stringify({ level: 30, time: 0, msg: 'stopped' })}\n`);
  expect(written).toEqual(['00:00:00 INFO  stopped\n']);
});

test("the API's own request logs become one line each naming status, method and address", async () => {
  // fastify logs a request's method and address on its start only, and its end by reqId.
  const written: string[] = [];
  const [sqlite] = storeTargets();
  const server = await startTestServer(sqlite!, {
    log: { level: 'info', stream: readableLogStream({ write: (text: string) => written.push(text) }) },
  });
  try {
    expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  } finally {
    await server.dispose();
  }
  const requests = written.filter((line) => /^\d\d:\d\d:\d\d \d{3} /.test(line));
  expect(requests.map((line) => line.replace(/^\d\d:\d\d:\d\d /, '').replace(/ \d+ ms\n$/, ''))).toEqual([
    '200 GET /health/live',
    '404 GET /no-such-page',
  ]);
});
