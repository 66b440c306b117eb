import Database from 'better-sqlite3';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import type { AddressInfo } from 'node:net';
import { istDay } from '@academy/contracts/time';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { hashPassword } from '../src/office/passwords';
import { hashToken, newToken } from '../src/office/officeAuth';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret } from '../src/office/totp';
import { freshStoreSpec, openBenchStore, removeBenchStore } from './benchStore';
import { writeOfficeReport } from './officeBenchFile';
import type { BenchStoreSpec } from './benchStore';

// The office at scale: 100,000 registrations in a fresh store (SQLite, and PostgreSQL when a
// database URL is given), then over HTTP as the office calls it: the home's counts, the first page
// of the list, each desk view, a status filter and a date range, and searches by number, e-mail and
// mobile number (p95 of 200 calls each, goal ≤ 50 ms), and the CSV export of all rows (goal ≤ 5 s,
// read as a stream). Writes api/BENCHMARKS-office.md.

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const CALLS = 200;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const EMAIL = 'bench@academy.example';
const PASSWORD = 'bench password 123';
const MANAGER_EMAIL = 'bench-manager@academy.example';
const STATUSES = ['new', 'contacted', 'demo-booked', 'enrolled', 'closed'];

const columns = `received_at, registration_number, course, parent_name, child_name, age, address, country_code,
  mobile_number, email, referral_code, status, owner, follow_up_on`;

/** How each engine writes record n's received instant and its follow-up day (`n` is SQL). */
interface Dialect {
  /** Day `day` (0…335) of 2026 in India. */
  instant: (day: string) => string;
  /** `today` shifted by `days`, YYYY-MM-DD. */
  dayFrom: (today: string, days: string) => string;
  pad9: (n: string) => string;
}

/**
 * Record n's values in SQL: spread over 336 days of 2026, numbers GFI10001…, unique e-mails and
 * phones; the statuses in turn; a quarter owned by the signed-in bench account and a quarter by
 * someone else; a third with a follow-up day within 20 days either side of today, so every desk
 * view has rows (demos this week, due today, overdue, mine) and none holds them all.
 */
const rowSql = (n: string, today: string, d: Dialect) => `
  ${d.instant(`(${n} % 336)`)},
  'GFI' || (10000 + ${n}), 'Chess', 'Parent ' || ${n}, 'Child ' || ${n}, '9', '12 MG Road, Pune', '91',
  '9' || ${d.pad9(n)}, 'parent' || ${n} || '@example.com', 'GFI10001',
  CASE ${n} % 5 ${STATUSES.map((status, i) => `WHEN ${i} THEN '${status}'`).join(' ')} END,
  CASE ${n} % 4 WHEN 0 THEN '${EMAIL}' WHEN 1 THEN 'other@academy.example' ELSE '' END,
  CASE WHEN ${n} % 3 = 0 THEN ${d.dayFrom(today, `((${n} % 41) - 20)`)} ELSE '' END`;

/** India's day now, YYYY-MM-DD: what the views are judged against. */
const todayInIndia = (): string => istDay(new Date());

async function fill(spec: BenchStoreSpec): Promise<void> {
  const today = todayInIndia();
  if (spec.kind === 'sqlite') {
    const db = new Database(join(spec.dataDir, 'academy.sqlite'));
    const sqlite: Dialect = {
      // Instants are milliseconds on SQLite.
      instant: (day) => `(1767205800000 + ${day} * 86400000)`,
      dayFrom: (from, days) => `date('${from}', ${days} || ' days')`,
      pad9: (n) => `substr('000000000' || ${n}, -9, 9)`,
    };
    db.exec(`WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${ROWS})
      INSERT INTO registrations (${columns}) SELECT ${rowSql('n', today, sqlite)} FROM g`);
    db.prepare("UPDATE number_sequences SET last_issued = ? WHERE name = 'registration'").run(10000 + ROWS);
    db.exec('ANALYZE');
    db.close();
    return;
  }
  const pool = new Pool({ connectionString: spec.databaseUrl, options: `-c search_path=${spec.schema}` });
  const postgres: Dialect = {
    instant: (day) => `(timestamptz '2026-01-01T00:00:00+05:30' + ${day} * interval '1 day')`,
    dayFrom: (from, days) => `to_char(date '${from}' + ${days}, 'YYYY-MM-DD')`,
    pad9: (n) => `lpad(${n}::text, 9, '0')`,
  };
  await pool.query(`INSERT INTO registrations (${columns})
    SELECT ${rowSql('g', today, postgres)} FROM generate_series(1, ${ROWS}) g`);
  await pool.query("UPDATE number_sequences SET last_issued = $1 WHERE name = 'registration'", [10000 + ROWS]);
  // What autovacuum does after a bulk of inserts (PostgreSQL 13 and later): the visibility map it
  // sets lets a count read an index alone. A table grown to 100,000 over months has had it done.
  await pool.query('VACUUM ANALYZE registrations');
  await pool.query('ANALYZE');
  await pool.end();
}

/** A list's answer with at least one record: a view left empty would measure nothing. */
const hasRecords = (body: unknown): boolean =>
  Array.isArray((body as { records?: unknown }).records) && (body as { records: unknown[] }).records.length > 0;

const p95 = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? NaN;

interface Figures {
  store: string;
  /** The load average (1 / 5 / 15 min) when this store's run began. */
  load: number[];
  fillSeconds: number;
  p95: Record<string, number>;
  csvSeconds: number;
  csvRows: number;
  csvMegabytes: number;
  heapGrowthMb: number;
}

async function measure(kind: BenchStoreSpec['kind']): Promise<Figures> {
  const load = loadavg();
  const spec = freshStoreSpec(kind, DATABASE_URL);
  const store = await openBenchStore(spec);
  const started = performance.now();
  await fill(spec);
  const fillSeconds = (performance.now() - started) / 1000;
  await store.office.putStaff(EMAIL, await hashPassword(PASSWORD), new Date().toISOString());
  const app = await buildServer({
    store,
    settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: spec.dataDir },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const signIn = await fetch(`${base}/office/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const timed = async (path: () => string, answered: (body: unknown) => boolean = hasRecords): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i += 1) {
        const t = performance.now();
        const response = await fetch(`${base}${path()}`, { headers: { cookie } });
        const body = await response.json();
        if (response.status !== 200 || !answered(body)) throw new Error(`${path()} answered ${response.status}`);
        times.push(performance.now() - t);
      }
      return times;
    };
    const any = () => 1 + Math.floor(Math.random() * ROWS);
    const list = async (query: string) => p95(await timed(() => `/office/registrations?${query}`));
    const figures: Record<string, number> = {
      'home: the counts (GET /office/summary)': p95(
        await timed(
          () => '/office/summary',
          (body) => typeof body === 'object' && body !== null && 'today' in body,
        ),
      ),
      'first page (50 rows + total)': p95(await timed(() => '/office/registrations')),
    };
    for (const view of ['mine', 'my-due', 'due-today', 'overdue', 'not-contacted', 'demos-this-week'])
      figures[`view ${view}`] = await list(`view=${view}`);
    figures['status contacted'] = await list('status=contacted');
    figures['received in June'] = await list('from=2026-06-01&to=2026-06-30');
    figures['status contacted, received in June'] = await list('status=contacted&from=2026-06-01&to=2026-06-30');
    figures['view mine, status demo-booked'] = await list('view=mine&status=demo-booked');
    Object.assign(figures, {
      'search by number': p95(await timed(() => `/office/registrations?q=GFI${10000 + any()}`)),
      'search by e-mail': p95(await timed(() => `/office/registrations?q=parent${any()}%40example.com`)),
      'search by mobile (with country code)': p95(await timed(() => `/office/registrations?q=919${String(any()).padStart(9, '0')}`)),
      'search by mobile (without)': p95(await timed(() => `/office/registrations?q=9${String(any()).padStart(9, '0')}`)),
    });

    // The whole list is a manager's export: a manager enrolled in two-factor sign-in, given a session
    // as the sign-in would (the one-time code is not what is measured).
    await store.office.putStaff(MANAGER_EMAIL, await hashPassword(PASSWORD), new Date().toISOString(), 'manager');
    await store.office.enrolTotp(MANAGER_EMAIL, newTotpSecret(), newRecoveryCodes().map(hashRecoveryCode));
    const token = newToken();
    await store.office.createSession(hashToken(token), MANAGER_EMAIL, newToken(), new Date().toISOString());

    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const t = performance.now();
    const response = await fetch(`${base}/office/registrations.csv`, { headers: { cookie: `office_session=${token}` } });
    if (response.status !== 200) throw new Error(`the CSV export answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const csvSeconds = (performance.now() - t) / 1000;
    return {
      load,
      store: kind,
      fillSeconds,
      p95: figures,
      csvSeconds,
      csvRows: lines - 1,
      csvMegabytes: bytes / 1024 / 1024,
      heapGrowthMb: (heapPeak - heapBefore) / 1024 / 1024,
    };
  } finally {
    await app.close();
    await store.close();
    await removeBenchStore(spec);
  }
}

function report(runs: Figures[], before: number[], after: number[]): string {
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' / ');
  const lines = [
    '# API benchmark: the office at 100,000 registrations',
    '',
    `Measured by \`npm run bench:office -w api\` on ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}.`,
    `Load average (1 / 5 / 15 min) before the run ${load(before)}, after it ${load(after)}.`,
    '',
    `Each store is filled with ${ROWS.toLocaleString('en')} registrations, then the API (in this process) is called over HTTP as`,
    `the office calls it, signed in: ${CALLS} calls per line, goal p95 ≤ 50 ms; then the CSV export of every row, read`,
    'as a stream, goal ≤ 5 s. "Heap growth" is the most the benchmark process\'s heap (server included) grew',
    'during the export, garbage not yet collected included; the server reads the rows in batches of 2,000,',
    'never all at once.',
    '',
    'The rows carry the five statuses in turn, a quarter owned by the signed-in account and a quarter by',
    'another, and a third a follow-up day within 20 days of today, so each desk view (`?view=`) lists rows.',
    'On PostgreSQL the table is vacuumed after the fill, as autovacuum does after a bulk of inserts.',
    '',
    "The stores are as the migrations make them: the desk lists' indexes (owner and follow-up, owner,",
    'status and arrival, the name sort) are migration 13. EXPLAIN before it: a list reads its page by the',
    'primary key, but its total under a desk view or a status filter read every row.',
    '',
    "The machine is shared: the load average at the start of each store's run is given with it.",
    '',
  ];
  for (const run of runs) {
    lines.push(
      `## ${run.store}`,
      '',
      `Load average at the start ${load(run.load)}. Filled in ${run.fillSeconds.toFixed(1)} s.`,
      '',
      '| call | p95 | goal |',
      '|---|---|---|',
    );
    for (const [name, value] of Object.entries(run.p95))
      lines.push(`| ${name} | ${value.toFixed(1)} ms | ${value <= 50 ? 'met' : 'MISSED'} |`);
    lines.push(
      `| CSV export, ${run.csvRows.toLocaleString('en')} rows, ${run.csvMegabytes.toFixed(1)} MB | ${run.csvSeconds.toFixed(2)} s | ${run.csvSeconds <= 5 && run.csvRows === ROWS ? 'met' : 'MISSED'} |`,
      '',
      `Heap growth during the export: ${run.heapGrowthMb.toFixed(1)} MB.`,
      '',
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const before = loadavg();
  const runs = [await measure('sqlite')];
  if (DATABASE_URL) runs.push(await measure('postgres'));
  else console.error('PostgreSQL left out: set BENCH_DATABASE_URL or TEST_DATABASE_URL.');
  const text = report(runs, before, loadavg());
  writeOfficeReport(text);
  console.log(text);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
