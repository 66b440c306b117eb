import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { freshStoreSpec, openBenchStore, removeBenchStore } from './benchStore';
import type { BenchStoreSpec } from './benchStore';
import { keepClientState, protocolRequests } from './protocols';
import type { Protocol, Tally } from './protocols';
import { benchmarkReport, figureLine, ratioLine, summarise } from './benchmarkReport';
import type { RunFigures } from './benchmarkReport';

// Both registration protocols at 1, 10 and 50 connections in one run, on SQLite and (when a
// database URL is given) on PostgreSQL, with the ratio between them. Each run gets a fresh
// store, checked afterwards: distinct numbers, one row each, counter equal to the highest.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_CONNECTIONS=50 or BENCH_STORES=postgres narrow a run while tuning; the report wants all.
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const STORES = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');
const PROTOCOLS: Protocol[] = ['site', 'compatibility'];
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function run(spec: BenchStoreSpec, protocol: Protocol, connections: number): Promise<RunFigures> {
  const server = new Worker(join(__dirname, 'benchServer.ts'), { workerData: spec, execArgv: ['--require', 'tsx/cjs'] });
  const { port } = await nextMessage<{ port: number }>(server);
  const tally: Tally = { latencies: [], numbers: [], conflicts: 0, failures: 0 };
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: SECONDS,
    setupClient: keepClientState,
    requests: protocolRequests(protocol, tally),
  });
  server.postMessage('stop');
  await nextMessage(server);
  await server.terminate();

  const store = await openBenchStore(spec);
  const stored = (await store.readSheet('registrations')).map((row) => row[1] ?? '');
  // A fold, not Math.max(...rows): a fast run stores more rows than a call can take as arguments.
  const highest = stored.reduce((max, n) => Math.max(max, Number(n.replace('GFI', ''))), 10_000);
  const counter = await store.readCounter('A2');
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
    // The site's protocol never loses a number; the compatibility one loses a claim cut off mid-pass.
    counterIsHighest: counter === highest,
    conflicts: tally.conflicts,
    failures: tally.failures,
    httpRequestsPerSecond: result.requests.average,
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
