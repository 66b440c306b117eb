import { readFileSync, readdirSync } from 'node:fs';

// Where the machine's CPU went during a run, read from /proc: the whole machine (busy and idle),
// the API processes, the benchmark process itself (autocannon), and every PostgreSQL process.
// Linux only; elsewhere the shares are empty and the report says so.

export interface CpuShare {
  /** Seconds of CPU the machine had in the run (cores × wall time). */
  available: number;
  idle: number;
  api: number;
  loadGenerator: number;
  postgres: number;
  /** Everything else on the machine: other users' builds and tests. */
  other: number;
}

interface Sample {
  total: number;
  idle: number;
  api: number;
  loadGenerator: number;
  postgres: number;
}

const TICKS = 100;

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** utime + stime of a process, in seconds (fields 14 and 15, after the name in parentheses). */
function processSeconds(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / TICKS;
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of safeList('/proc')) {
    if (/^\d+$/.test(entry) && read(`/proc/${entry}/comm`).trim() === 'postgres') pids.push(Number(entry));
  }
  return pids;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function machineSeconds(): { total: number; idle: number } {
  const cpu = read('/proc/stat').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = cpu.reduce((sum, n) => sum + n, 0);
  return { total: total / TICKS, idle: ((cpu[3] ?? 0) + (cpu[4] ?? 0)) / TICKS };
}

/** Starts measuring; the returned function ends the measurement and answers the shares. */
export function measureCpu(apiPids: number[]): () => CpuShare {
  const sample = (): Sample => ({
    ...machineSeconds(),
    api: apiPids.reduce((sum, pid) => sum + processSeconds(pid), 0),
    loadGenerator: processSeconds(process.pid),
    // A backend that ended during the run takes its seconds with it, so this is a lower bound.
    postgres: postgresPids().reduce((sum, pid) => sum + processSeconds(pid), 0),
  });
  const start = sample();
  return () => {
    const end = sample();
    const used = (key: keyof Sample) => Math.max(0, end[key] - start[key]);
    const busy = used('total') - used('idle');
    return {
      available: used('total'),
      idle: used('idle'),
      api: used('api'),
      loadGenerator: used('loadGenerator'),
      postgres: used('postgres'),
      other: Math.max(0, busy - used('api') - used('loadGenerator') - used('postgres')),
    };
  };
}
