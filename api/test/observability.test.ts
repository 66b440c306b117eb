import { spawn } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, PID_FILE } from './apiProcess';
import { storeTargets, tempDir } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

// A request's id follows it: one a proxy sent in X-Request-Id is kept (and returned on the answer
// and in an error's body), anything unusable is replaced by a new one. An error nothing catches
// is logged as one JSON line with its stack, and the API stops as on SIGTERM, exit 1.

const [sqlite] = storeTargets();
const API_DIR = join(__dirname, '..');

describe('X-Request-Id', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite!);
  });
  afterAll(() => server.dispose());

  test("a proxy's id is honoured on the answer and in an error's body", async () => {
    const id = 'nginx-5f2b7c9e0a1d4e3f';
    const read = await server.app.inject({ method: 'GET', url: '/achievements', headers: { 'x-request-id': id } });
    expect(read.headers['x-request-id']).toBe(id);
    const refused = await server.app.inject({ method: 'POST', url: '/registrations', payload: {}, headers: { 'x-request-id': id } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toBe(id);
    expect(refused.json()).toMatchObject({ requestId: id });
  });

  test.each(['short', 'a'.repeat(129), 'has spaces in it', '{"forged":"log line"}', 'parent@example.com'])(
    'an unusable id (%s) is replaced by a new one',
    async (sent) => {
      const answer = await server.app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': sent } });
      const id = answer.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.json()).toMatchObject({ requestId: id });
    },
  );
});

test('an uncaught error is one JSON fatal line with its stack, then a graceful stop with exit 1', async () => {
  const dataDir = tempDir();
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './test/fixtures/crashOnSignal.mjs', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMAIL_OUTBOX_PORT: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  appendFileSync(PID_FILE, `${child.pid}\n`);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (let i = 0; i < 300 && !stdout.includes('e-mail delivery started'); i += 1) await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGWINCH');
    expect(await exited).toBe(1);
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string; stack: string } });
    const fatal = lines.find((line) => line.level === 60);
    expect(fatal).toMatchObject({
      msg: 'uncaught error: stopping',
      err: { message: 'an error nothing caught, thrown for the crash test' },
    });
    expect(fatal?.err?.stack).toContain('crashOnSignal.mjs');
    expect(lines.at(-1)?.msg).toBe('stopped');
    expect(stderr).toBe('');
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
