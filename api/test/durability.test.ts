import { sheetRows } from '../src/cli/sheetTransfer';
import { rmSync } from 'node:fs';
import { openSqliteStore } from '../src/store/sqliteStore';
import { tempDir } from './storeTargets';
import { GOOD_REGISTRATION } from './testServer';
import { alive, startApi } from './apiProcess';
import type { ApiProcess } from './apiProcess';

// The embedded store's promise: once the API has answered 200, the write is on disk. We kill
// the server process itself without warning (SIGKILL: no shutdown hook runs), check it is gone,
// and look at what a new process finds.

/** The pid the server reports in its start-up log line. */
function serverPid(api: ApiProcess): number {
  const starting = api.logs.find((line) => line.msg === 'starting');
  return Number(starting?.pid);
}

async function killed(api: ApiProcess): Promise<void> {
  api.child.kill('SIGKILL');
  expect(await api.exited).toEqual({ code: null, signal: 'SIGKILL' });
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

  test('acknowledged registrations and the counter survive SIGKILL of the server process', async () => {
    const first = await startApi({ DATA_DIR: dataDir });
    // The process we signal is the server (no wrapper in between).
    expect(serverPid(first)).toBe(first.child.pid);
    const acknowledged: string[] = [];
    try {
      // A SIGKILL alone cannot tell synchronous=FULL from OFF (the OS still flushes the page
      // cache), so the running store must say it fsyncs every commit of its write-ahead log.
      const health = (await (await fetch(`${first.base}/health`)).json()) as { durability: Record<string, string> };
      expect(health.durability).toEqual({ journalMode: 'wal', synchronous: 'full' });
      for (let i = 0; i < 25; i += 1) acknowledged.push(await register(first.base));
      // A compatibility-protocol claim never followed by a row: the counter must remember it too.
      await fetch(`${first.base}/values`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cell: 'A2', updatedValue: 10_026 }),
      });
    } finally {
      await killed(first);
    }
    expect(alive(first.child.pid!)).toBe(false);
    await expect(fetch(`${first.base}/health`)).rejects.toThrow();

    const second = await startApi({ DATA_DIR: dataDir });
    try {
      // A new server process answers, not the old one surviving the kill.
      expect(serverPid(second)).toBe(second.child.pid);
      expect(serverPid(second)).not.toBe(serverPid(first));
      expect(await (await fetch(`${second.base}/values?cell=A2`)).json()).toBe(10_026);
      expect(await register(second.base)).toBe('GFI10027');
    } finally {
      await killed(second);
    }
    expect(alive(second.child.pid!)).toBe(false);

    const store = openSqliteStore(dataDir);
    const numbers = (await sheetRows(store, 'registrations')).map((row) => row[1]);
    await store.close();
    expect(numbers).toEqual([...acknowledged, 'GFI10027']);
  }, 90_000);
});
