import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openSqliteStore } from '../src/store/sqliteStore';
import { summarise, benchmarkReport, type RunFigures } from './benchmarkReport';

// Drives the site's whole registration protocol with autocannon: each connection loops
// GET /values → PUT /values (counter + 1) → POST /new-registration; a 409 on the PUT sends
// it back to the GET, as the site does. A "registration" is one pass that ends in a stored row.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Lower concurrencies run too, to show how the compare-and-set race scales. */
const SWEEP = [1, 10];

interface ClientState {
  startedAt: number;
  retrying: boolean;
  current: number;
  claimed: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

function row(number: number): string[] {
  return ['21/11/2026', `GFI${number}`, 'Chess', 'Bench Parent', 'Bench Child', '9', 'Pune', '91', '919876543210',
    `bench${number}@example.com`, 'GFI10001'];
}

function nextMessage<T>(worker: Worker): Promise<T> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function runProtocol(connections: number, seconds: number): Promise<RunFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const server = new Worker(join(__dirname, 'benchServer.ts'), { workerData: { dataDir }, execArgv: ['--require', 'tsx/cjs'] });
  const { port } = await nextMessage<{ port: number }>(server);
  const url = `http://127.0.0.1:${port}`;

  const latencies: number[] = [];
  const claims: number[] = [];
  let conflicts = 0;
  let failures = 0;

  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    // autocannon starts a fresh context when a pass restarts; a 409 restart must keep the
    // registration's start time, so each connection keeps one state object for the whole run.
    setupClient: (client: unknown) => {
      const iterator = (client as { requestIterator: { context: ClientState; resetContext: () => void } }).requestIterator;
      const state: ClientState = Object.assign(iterator.context, { startedAt: 0, retrying: false, current: 0, claimed: 0 });
      iterator.resetContext = () => {
        iterator.context = state;
      };
    },
    requests: [
      {
        method: 'GET',
        path: '/values?cell=A2',
        setupRequest: (request, context) => {
          const state = context as unknown as ClientState;
          if (!state.retrying) state.startedAt = performance.now();
          return request;
        },
        onResponse: (_status, body, context) => {
          (context as unknown as ClientState).current = Number(body);
        },
      },
      {
        method: 'PUT',
        path: '/values',
        headers: JSON_HEADERS,
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({ cell: 'A2', updatedValue: (context as unknown as ClientState).current + 1 }),
        }),
        onResponse: (status, body, context) => {
          const state = context as unknown as ClientState;
          state.retrying = status !== 200;
          if (status === 200) {
            state.claimed = (JSON.parse(body) as { value: number }).value;
            claims.push(state.claimed);
          } else conflicts += 1;
        },
      },
      {
        method: 'POST',
        path: '/new-registration',
        headers: JSON_HEADERS,
        // After a lost compare-and-set, returning nothing restarts the pass at the GET.
        setupRequest: (request, context) => {
          const state = context as unknown as ClientState;
          return state.retrying ? undefined : { ...request, body: JSON.stringify({ values: [row(state.claimed)] }) };
        },
        onResponse: (status, _body, context) => {
          const state = context as unknown as ClientState;
          if (status === 200) latencies.push(performance.now() - state.startedAt);
          else failures += 1;
        },
      },
    ] as autocannon.Request[],
  });

  server.postMessage('stop');
  await nextMessage(server);
  await server.terminate();
  const store = openSqliteStore(dataDir);
  const stored = await store.readSheet('registrations');
  const storedNumbers = stored.map((r) => r[1]);
  const figures: RunFigures = {
    connections,
    seconds,
    ...summarise(latencies, seconds),
    duplicateClaims: claims.length - new Set(claims).size,
    duplicateRows: storedNumbers.length - new Set(storedNumbers).size,
    storedRows: stored.length,
    conflicts,
    failedPosts: failures,
    httpRequests: result.requests.total,
    httpRequestsPerSecond: result.requests.average,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
  };
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });

  return figures;
}

/** The same three steps called on the store directly, without HTTP: what the storage allows. */
async function storeOnly(count: number): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-store-'));
  const store = openSqliteStore(dataDir);
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const current = await store.readCounter('A2');
    const claimed = await store.compareAndSet('A2', current, current + 1);
    await store.insertRegistration(row(claimed.value), claimed.value);
  }
  const perSecond = count / ((performance.now() - started) / 1000);
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
  return perSecond;
}

function line(f: RunFigures): string {
  return (
    `${String(f.connections).padStart(3)} connections: ${f.registrationsPerSecond.toFixed(0)} registrations/s, ` +
    `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, duplicate numbers ${f.duplicateClaims + f.duplicateRows} ` +
    `(stored ${f.storedRows}, 409 retries ${f.conflicts}, HTTP ${f.httpRequestsPerSecond.toFixed(0)} req/s)`
  );
}

async function main(): Promise<void> {
  const headline = await runProtocol(CONNECTIONS, SECONDS);
  console.log(line(headline));
  const sweep: RunFigures[] = [];
  for (const connections of SWEEP) {
    sweep.push(await runProtocol(connections, Math.min(SECONDS, 5)));
    console.log(line(sweep[sweep.length - 1] as RunFigures));
  }
  const storePerSecond = await storeOnly(5_000);
  console.log(`store alone (no HTTP, one caller): ${storePerSecond.toFixed(0)} registrations/s`);
  if (process.env.BENCH_WRITE !== '0') {
    writeFileSync(join(__dirname, '..', 'BENCHMARKS.md'), benchmarkReport(headline, sweep, storePerSecond));
    console.log('Figures written to api/BENCHMARKS.md');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
