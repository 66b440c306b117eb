import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The API as a deployment runs it: one Node process (`node --import tsx src/main.ts`, no tsx
// wrapper in between), so a signal reaches the server itself. Every pid started is written down,
// and the suite's teardown (processTeardown.ts) fails the run if one is still alive.

const API_DIR = join(__dirname, '..');
/** One file per jest run (its parent process), so parallel runs do not read each other's pids. */
export const PID_FILE = join(tmpdir(), `academy-api-test-pids-${process.env.JEST_RUN_ID ?? process.ppid}.txt`);

export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Every JSON log line written so far. */
  logs: Array<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `src/main.ts` in `cwd` (this checkout's api/ unless given) with `env` over the test defaults. */
export async function startApi(env: Record<string, string>, cwd = API_DIR): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WRITE_RATE_LIMIT: '0',
      EMAIL_OUTBOX: '',
      EMAIL_OUTBOX_PORT: '',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  appendFileSync(PID_FILE, `${child.pid}\n`);
  const logs: Array<Record<string, unknown>> = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ text: line });
      }
    }
  });
  child.stderr?.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, logs, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 30 s');
}

/** True while a process with this pid exists. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pids this run started that are still alive. */
export function survivors(): number[] {
  if (!existsSync(PID_FILE)) return [];
  return readFileSync(PID_FILE, 'utf8').split('\n').filter(Boolean).map(Number).filter(alive);
}
