import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { measureCpu } from './cpuShare';
import { sampleWaits } from './postgresWaits';
import { freshStoreSpec, openBenchStore, removeBenchStore } from './benchStore';
import type { BenchStoreSpec } from './benchStore';
import { keepClientState, protocolRequests } from './protocols';
import type { Protocol, Tally } from './protocols';
import { benchmarkReport, figureLine, ratioLine, summarise } from './benchmarkReport';
import type { RunFigures } from './benchmarkReport';

// Both registration protocols at 1, 10 and 50 connections in one run, on SQLite and (when a
// database URL is given) on PostgreSQL, with the ratio between them, then the site's protocol
// over two API processes sharing one PostgreSQL. Each run gets a fresh store, checked
// afterwards: distinct numbers, one row each, counter equal to the highest.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_CONNECTIONS=50 or BENCH_STORES=postgres narrow a run while tuning; the report wants all.
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const STORES = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');
const PROTOCOLS: Protocol[] = ['site', 'compatibility'];
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function nextMessage<T>(from: Worker | ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    from.once('message', (message: T) => resolve(message));
    from.once('error', reject);
  });
}

interface Instances {
  ports: number[];
  /** Process ids of API instances that run as processes of their own (none for the worker thread). */
  pids: number[];
  stop(): Promise<void>;
}

/** One instance on a worker thread of this process, or several as processes over one database. */
async function startInstances(spec: BenchStoreSpec, count: number): Promise<Instances> {
  if (count === 1) {
    const server = new Worker(join(__dirname, 'benchServer.ts'), { workerData: spec, execArgv: ['--require', 'tsx/cjs'] });
    const { port } = await nextMessage<{ port: number }>(server);
    return {
      ports: [port],
      pids: [],
      stop: async () => {
        server.postMessage('stop');
        await nextMessage(server);
        await server.terminate();
      },
    };
  }
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i += 1) {
    children.push(
      fork(join(__dirname, 'benchServer.ts'), [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, BENCH_STORE_SPEC: JSON.stringify(spec) },
      }),
    );
  }
  const ports = await Promise.all(children.map(async (child) => (await nextMessage<{ port: number }>(child)).port));
  return {
    ports,
    pids: children.map((child) => child.pid ?? 0),
    stop: async () => {
      await Promise.all(
        children.map(async (child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.send('stop');
          await exited;
        }),
      );
    },
  };
}

async function run(spec: BenchStoreSpec, protocol: Protocol, connections: number, instanceCount = 1): Promise<RunFigures> {
  const instances = await startInstances(spec, instanceCount);
  const tally: Tally = { latencies: [], numbers: [], conflicts: 0, failures: 0 };
  const cpu = measureCpu(instances.pids);
  const waits = spec.kind === 'postgres' && instanceCount > 1 ? sampleWaits(spec.databaseUrl ?? '') : undefined;
  // The connections are split evenly between the instances, as a balancer in front of them would.
  const results = await Promise.all(
    instances.ports.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: connections / instanceCount,
        duration: SECONDS,
        setupClient: keepClientState,
        requests: protocolRequests(protocol, tally),
      }),
    ),
  );
  const cpuShare = cpu();
  const postgresWaits = await waits?.();
  await instances.stop();

  const store = await openBenchStore(spec);
  const records = await store.listRegistrations();
  const stored = records.map((record) => record.registrationNumber);
  const emailsQueued = records.reduce((sum, record) => sum + record.emails.length, 0);
  // A fold, not Math.max(...rows): a fast run stores more rows than a call can take as arguments.
  const highest = stored.reduce((max: number, n: string) => Math.max(max, Number(n.replace('GFI', ''))), 10_000);
  const counter = await store.lastIssued('registration');
  await store.close();
  await removeBenchStore(spec);
  return {
    store: spec.kind,
    protocol,
    connections,
    seconds: SECONDS,
    ...summarise(tally.latencies, SECONDS),
    duplicates: tally.numbers.length - new Set(tally.numbers).size + (stored.length - new Set(stored).size),
    storedRows: stored.length,
    emailsQueued,
    // The site's protocol never loses a number; the compatibility one loses a claim cut off mid-pass.
    counterIsHighest: counter === highest,
    conflicts: tally.conflicts,
    failures: tally.failures,
    httpRequestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    instances: instanceCount,
    cpu: cpuShare,
    postgresWaits,
  };
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const stores = (['sqlite', 'postgres'] as const).filter((kind) => STORES.includes(kind) && (kind === 'sqlite' || DATABASE_URL));
  if (!DATABASE_URL) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
  const figures: RunFigures[] = [];
  for (const kind of stores) {
    for (const connections of CONNECTIONS) {
      const pair: RunFigures[] = [];
      for (const protocol of PROTOCOLS) {
        pair.push(await run(freshStoreSpec(kind, DATABASE_URL), protocol, connections));
        console.log(figureLine(pair.at(-1) as RunFigures));
      }
      console.log(ratioLine(pair[0] as RunFigures, pair[1] as RunFigures));
      figures.push(...pair);
    }
  }
  if (stores.includes('postgres') && process.env.BENCH_TWO_INSTANCES !== '0') {
    figures.push(await run(freshStoreSpec('postgres', DATABASE_URL), 'site', 50, 2));
    console.log(figureLine(figures.at(-1) as RunFigures));
  }
  const machine = { cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`, loadBefore, loadAfter: loadavg() };
  if (process.env.BENCH_WRITE !== '0') {
    writeFileSync(join(__dirname, '..', 'BENCHMARKS.md'), benchmarkReport(figures, machine));
    console.log('Figures written to api/BENCHMARKS.md');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
