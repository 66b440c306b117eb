import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteStore } from '../src/store/sqliteStore';
import { tempDir } from './storeTargets';
import { GOOD_REGISTRATION } from './testServer';

// The embedded store's promise: once the API has answered 200, the write is on disk. We kill
// the process without warning (SIGKILL: no shutdown hook runs) and look at what a restart finds.

const API_DIR = join(__dirname, '..');
const TSX = require.resolve('tsx/cli');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApi(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [TSX, 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WRITE_RATE_LIMIT: '0', EMAIL_OUTBOX: '0', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 30 s');
}

function killed(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function register(base: string): Promise<string> {
  const post = await fetch(`${base}/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(GOOD_REGISTRATION),
  });
  expect(post.status).toBe(201);
  return ((await post.json()) as { registrationNumber: string }).registrationNumber;
}

describe('sqlite store: durability across a crash', () => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('acknowledged registrations and the counter survive SIGKILL', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startApi(dataDir, port);
    const acknowledged: string[] = [];
    try {
      // A SIGKILL alone cannot tell synchronous=FULL from OFF (the OS still flushes the page
      // cache), so the running store must say it fsyncs every commit of its write-ahead log.
      const health = (await (await fetch(`${base}/health`)).json()) as { durability: Record<string, string> };
      expect(health.durability).toEqual({ journalMode: 'wal', synchronous: 'full' });
      for (let i = 0; i < 25; i += 1) acknowledged.push(await register(base));
      // A compatibility-protocol claim never followed by a row: the counter must remember it too.
      await fetch(`${base}/values`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cell: 'A2', updatedValue: 10_026 }),
      });
    } finally {
      await killed(first, 'SIGKILL');
    }

    const second = await startApi(dataDir, port);
    try {
      expect(await (await fetch(`${base}/values?cell=A2`)).json()).toBe(10_026);
      expect(await register(base)).toBe('GFI10027');
    } finally {
      await killed(second, 'SIGKILL');
    }

    const store = openSqliteStore(dataDir);
    const numbers = (await store.readSheet('registrations')).map((row) => row[1]);
    await store.close();
    expect(numbers).toEqual([...acknowledged, 'GFI10027']);
  }, 90_000);
});
