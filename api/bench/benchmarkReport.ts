import type { CpuShare } from './cpuShare';
import type { WaitSamples } from './postgresWaits';

// Turns benchmark runs into printed lines and the BENCHMARKS.md text.

export interface RunFigures {
  store: 'sqlite' | 'postgres';
  protocol: 'site' | 'compatibility';
  connections: number;
  seconds: number;
  registrations: number;
  registrationsPerSecond: number;
  p50: number;
  p99: number;
  duplicates: number;
  storedRows: number;
  /** The e-mails queued with the stored records (two per site registration, none for the compatibility rows). */
  emailsQueued: number;
  counterIsHighest: boolean;
  conflicts: number;
  failures: number;
  httpRequestsPerSecond: number;
  /** API instances over the one store: 1 on a worker thread of the benchmark, more as processes. */
  instances: number;
  cpu: CpuShare;
  /** PostgreSQL's backends sampled during a run of several instances. */
  postgresWaits?: WaitSamples;
}

export interface Machine {
  cpus: string;
  loadBefore: number[];
  loadAfter: number[];
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

export function summarise(latencies: number[], seconds: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    registrations: sorted.length,
    registrationsPerSecond: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

const rate = (f: RunFigures) => f.registrationsPerSecond.toFixed(0);
const ms = (value: number) => `${value.toFixed(1)} ms`;

export function figureLine(f: RunFigures): string {
  return (
    `${f.store.padEnd(8)} ${f.protocol.padEnd(13)} ${String(f.connections).padStart(2)} conns` +
    `${f.instances > 1 ? ` over ${f.instances} instances` : ''}: ${rate(f)} reg/s, ` +
    `p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, duplicates ${f.duplicates}, stored ${f.storedRows}, ` +
    `409s ${f.conflicts}, failed ${f.failures}, counter = highest: ${f.counterIsHighest ? 'yes' : 'no'}`
  );
}

export function ratioLine(site: RunFigures, compatibility: RunFigures): string {
  return `${site.store.padEnd(8)} ratio at ${site.connections} conns: site / compatibility = ${ratio(site, compatibility)}`;
}

function ratio(site: RunFigures, compatibility: RunFigures): string {
  return compatibility.registrationsPerSecond > 0
    ? `${(site.registrationsPerSecond / compatibility.registrationsPerSecond).toFixed(1)}×`
    : 'n/a';
}

const met = (ok: boolean) => `**${ok ? 'met' : 'not met'}**`;

function goalLine(what: string, f: RunFigures): string {
  return (
    `${what}: ${rate(f)} registrations/s, p99 ${ms(f.p99)}, ${f.duplicates} duplicates. ` +
    `Goal: ≥ 5,000/s ${met(f.registrationsPerSecond >= 5000)}, p99 ≤ 50 ms ${met(f.p99 <= 50)}, ` +
    `0 duplicates ${met(f.duplicates === 0 && f.counterIsHighest && f.failures === 0)}, ` +
    `two e-mails queued with each record ${met(f.emailsQueued === 2 * f.storedRows)} (${f.emailsQueued} for ${f.storedRows}).`
  );
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const share = (part: number, cpu: CpuShare) => (cpu.available > 0 ? `${((100 * part) / cpu.available).toFixed(0)} %` : 'n/a');

function cpuTable(rows: Array<[string, number]>, cpu: CpuShare): string {
  return `| where | CPU | share of the 2 cores |
|---|---|---|
${rows.map(([name, used]) => `| ${name} | ${seconds(used)} | ${share(used, cpu)} |`).join('\n')}
| idle | ${seconds(cpu.idle)} | ${share(cpu.idle, cpu)} |`;
}

function twoInstancesSection(figures: RunFigures[]): string {
  const two = figures.find((f) => f.instances > 1);
  if (!two) return '## Two API instances over one PostgreSQL\n\nNot measured in this run (no database URL).\n';
  const one = figures.find((f) => f.store === 'postgres' && f.protocol === 'site' && f.connections === 50 && f.instances === 1);
  const oneCpu = one
    ? `\nThe single instance's run above at 50 connections, for comparison (there the API is a thread of the benchmark process, so its CPU and autocannon's are one figure):

${cpuTable(
  [
    ['benchmark process (API thread + autocannon)', one.cpu.loadGenerator],
    ['PostgreSQL (all its processes)', one.cpu.postgres],
    ['everything else on the machine', one.cpu.other],
  ],
  one.cpu,
)}
`
    : '';
  return `## Two API instances over one PostgreSQL

Two API processes (\`bench/benchServer.ts\` forked twice, each with its own connection pool and its
own batch in flight) over one fresh schema; autocannon in the benchmark process drives the site's
protocol with ${two.connections / two.instances} connections at each, ${two.connections} in all, for ${two.seconds} s.

| instances | connections | registrations/s | p50 | p99 | duplicates | stored | counter = highest | failed |
|---|---|---|---|---|---|---|---|---|
| ${two.instances} | ${two.connections} | ${rate(two)} | ${ms(two.p50)} | ${ms(two.p99)} | ${two.duplicates} | ${two.storedRows} | ${two.counterIsHighest ? 'yes' : 'no'} | ${two.failures} |

${goalLine(`Two instances at ${two.connections} connections`, two)}

Where the CPU went during the two-instance run (read from /proc; PostgreSQL's is a lower bound, a
backend that ended during the run takes its seconds with it):

${cpuTable(
  [
    ['the two API processes', two.cpu.api],
    ['autocannon (benchmark process)', two.cpu.loadGenerator],
    ['PostgreSQL (all its processes)', two.cpu.postgres],
    ['everything else on the machine', two.cpu.other],
  ],
  two.cpu,
)}

${limitLine(two.cpu, two.postgresWaits)}
${oneCpu}`;
}

/** What bound the run, read from the shares and the samples rather than assumed. */
function limitLine(cpu: CpuShare, waits: WaitSamples | undefined): string {
  const cpuPart =
    cpu.available === 0
      ? 'No CPU figures on this system (no /proc).'
      : `The cores were busy ${share(cpu.available - cpu.idle, cpu)} of the run and idle ${share(cpu.idle, cpu)}; the API ` +
        `processes had ${share(cpu.api, cpu)}, PostgreSQL ${share(cpu.postgres, cpu)}, autocannon ${share(cpu.loadGenerator, cpu)} ` +
        `and other work on the machine ${share(cpu.other, cpu)}.`;
  if (!waits || waits.samples === 0) return cpuPart;
  const part = (n: number) => `${((100 * n) / waits.samples).toFixed(0)} %`;
  return (
    `${cpuPart} PostgreSQL's backends, sampled from \`pg_stat_activity\` every 20 ms while running a ` +
    `statement (${waits.samples} samples): running ${part(waits.running)}, waiting for a lock (the other instance's ` +
    `batch holding the counter row) ${part(waits.lock)}, waiting on the write-ahead log (a commit's flush) ` +
    `${part(waits.wal)}, other waits ${part(waits.other)}.`
  );
}

const load = (values: number[]) => values.map((n) => n.toFixed(1)).join(' / ');

function storeSection(kind: RunFigures['store'], figures: RunFigures[]): string {
  const runs = figures.filter((f) => f.store === kind && f.instances === 1);
  if (runs.length === 0) return `## ${kind}\n\nNot measured in this run (no database URL).\n`;
  const rows = runs.map(
    (f) =>
      `| ${f.protocol} | ${f.connections} | ${rate(f)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.duplicates} | ${f.storedRows} | ` +
      `${f.counterIsHighest ? 'yes' : 'no'} | ${f.conflicts} | ${f.httpRequestsPerSecond.toFixed(0)} |`,
  );
  const ratios = [...new Set(runs.map((f) => f.connections))].map((c) => {
    const site = runs.find((f) => f.connections === c && f.protocol === 'site');
    const compatibility = runs.find((f) => f.connections === c && f.protocol === 'compatibility');
    return site && compatibility ? `${c} connections: **${ratio(site, compatibility)}**` : '';
  });
  const headline = runs.find((f) => f.protocol === 'site' && f.connections === 50);
  const goal = headline ? goalLine('POST /registrations at 50 connections', headline) : '';
  return `## ${kind}

| protocol | connections | registrations/s | p50 | p99 | duplicates | stored | counter = highest | 409s | HTTP req/s |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Ratio, site / compatibility registrations per second: ${ratios.filter(Boolean).join(', ')}.

${goal}
`;
}

export function benchmarkReport(figures: RunFigures[], machine: Machine): string {
  const seconds = figures[0]?.seconds ?? 0;
  return `# API benchmark: registering, site protocol against compatibility protocol

Measured by \`npm run bench -w api\` on ${new Date().toISOString().slice(0, 10)}, ${machine.cpus}. Load
average (1 / 5 / 15 min) before the run ${load(machine.loadBefore)}, after it ${load(machine.loadAfter)}. A load
above 2 means other work shared the two cores during the run: the tail latencies (p99) suffer
first, so compare them only between runs at a similar load.

The API runs in the benchmark process on its own worker thread (rate limit off) over a fresh store
per run: SQLite in a temporary directory (WAL, synchronous=FULL) or a new PostgreSQL schema.
autocannon drives each protocol for ${seconds} s at 1, 10 and 50 connections:

- **site**: one \`POST /registrations\` with a fresh \`Idempotency-Key\`, as the site's forms send
  every registration; the server claims the key, issues the number and stores the record, its two
  e-mails (the transactional outbox) and the key's answer in one transaction. Latency is that one call.
- **compatibility**: \`GET /values\` → \`PUT /values\` (counter + 1; on 409 back to the GET) →
  \`POST /new-registration\`. Latency is from the first GET until the row is stored.

After each run the store is read back: duplicates count numbers handed out twice and rows stored
twice; "counter = highest" says the counter equals the highest stored number (the compatibility
protocol may end with a claim cut off between its PUT and POST, a lost number).

${storeSection('sqlite', figures)}
${storeSection('postgres', figures)}
${twoInstancesSection(figures)}
## Why the difference

The compatibility protocol claims a number by compare-and-set: with N clients racing, about one
PUT in N wins and the others read again, so its rate falls as connections grow and its p99 grows
with the retries. The site protocol has no race to lose. On both stores registrations arriving
together are committed together: while one batch commits, the next ones queue, and the next
transaction claims their keys, takes their numbers with one sequence update, stores every record,
its e-mails and answer and commits once (SQLite: one immediate transaction and one fsync;
PostgreSQL: one statement that locks the sequence, claims the keys with their answers, bumps the
sequence and inserts the records and their e-mails, committed on its own; a batch holding a resent
key takes the store's own transaction). Each caller is
answered after that commit. So the site's protocol is bound by HTTP handling and the CPU the
API, autocannon and the database share, not by one commit per registration.
`;
}
