import { request } from 'node:http';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startApi } from './apiProcess';
import { tempDir } from './storeTargets';
import { GOOD_REGISTRATION } from './testServer';

// SIGTERM in the middle of a burst of registrations: the API stops accepting connections, answers
// every request it had accepted, closes the store and exits 0. Nothing it answered 201 is lost.
// A request the API never read (its connection refused once the port closed, or reset while it
// still waited in the kernel's queue or unread on a new connection) gets no answer: a client or
// proxy may send it again (with its Idempotency-Key, a registration is stored once).

type Outcome = { kind: 'answered'; status: number } | { kind: 'not accepted'; code: string };

function register(base: string): Promise<Outcome> {
  const url = new URL('/registrations', base);
  const body = JSON.stringify(GOOD_REGISTRATION);
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }));
        // Once the status line arrived, the answer must arrive whole.
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'answered', status: -1, code: error.code } as Outcome));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ kind: 'not accepted', code: error.code ?? error.message }));
    req.end(body);
  });
}

test('a SIGTERM during a burst: every accepted request is answered, the store closed, exit 0', async () => {
  const dataDir = tempDir();
  try {
    const api = await startApi({ DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '10000' });
    const outcomes: Outcome[] = [];
    let exited = false;
    void api.exited.then(() => (exited = true));
    // 16 clients, each sending one registration after another until the process is gone.
    const client = async () => {
      while (!exited) {
        const outcome = await register(api.base);
        outcomes.push(outcome);
        if (outcome.kind !== 'answered') await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    const clients = Array.from({ length: 16 }, client);
    while (outcomes.filter((o) => o.kind === 'answered').length < 100) await new Promise((resolve) => setTimeout(resolve, 10));
    api.child.kill('SIGTERM');
    const exit = await api.exited;
    await Promise.all(clients);

    expect(exit).toEqual({ code: 0, signal: null });
    const answered = outcomes.filter((o): o is Extract<Outcome, { kind: 'answered' }> => o.kind === 'answered');
    const notAccepted = outcomes.filter((o): o is Extract<Outcome, { kind: 'not accepted' }> => o.kind === 'not accepted');
    // The server's own record: every registration it took in was completed, and the client got each
    // answer, as well as each 503 fastify gave while closing (logged as a refusal, not as an incoming
    // request). The readiness probe's GET /health is not part of the burst. How many requests meet
    // the closing server rather than a reset differs between Node lines (about one a run on 22, none
    // on 26, where those connections are reset instead), so the test counts them, not assumes one.
    const incoming = api.logs
      .filter((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/registrations')
      .map((line) => line.reqId);
    const completed = new Set(api.logs.filter((line) => line.msg === 'request completed').map((line) => line.reqId));
    const refusedWhileClosing = api.logs.filter(
      (line) => line.msg === 'request aborted - refusing to accept new requests as server is closing',
    );
    expect(incoming.filter((id) => !completed.has(id))).toEqual([]);
    expect(answered).toHaveLength(incoming.length + refusedWhileClosing.length);
    expect(answered.filter((o) => o.status === 503).length).toBeGreaterThanOrEqual(refusedWhileClosing.length);
    expect(answered.filter((o) => o.status !== 201 && o.status !== 503)).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(100);
    // The rest never reached the API: refused or reset at the connection, never cut off mid-answer.
    expect(notAccepted.length).toBeGreaterThan(0);
    expect(notAccepted.filter((o) => o.code !== 'ECONNREFUSED' && o.code !== 'ECONNRESET')).toEqual([]);
    expect(api.logs.map((line) => line.msg)).toEqual(expect.arrayContaining(['stopping: draining requests in flight', 'stopped']));

    // The store was closed (SQLite removes its write-ahead log on a clean close) and holds every 201.
    expect(existsSync(join(dataDir, 'academy.sqlite-wal'))).toBe(false);
    const db = new Database(join(dataDir, 'academy.sqlite'), { readonly: true });
    try {
      const stored = (db.prepare('SELECT COUNT(*) AS n FROM registrations').get() as { n: number }).n;
      expect(stored).toBe(answered.filter((o) => o.status === 201).length);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
