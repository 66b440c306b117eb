import type { Pool, PoolClient } from 'pg';
import { REGISTRATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import type { Consent, KeyedOutcome, StoredAnswer } from './Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { CONSENT_COLUMNS, SHEET_COLUMNS } from './sheetColumns';
import { issueAtOnce } from './postgresBatchStatement';
import type { BatchEntry } from './postgresBatchStatement';

// Group commit for PostgreSQL registrations. Every registration takes the counter row's lock
// until its commit, so one transaction per registration serialises them on that lock and on one
// commit each. Instead this process keeps one batch in flight: registrations that arrive while
// it commits wait in a queue and go together in the next transaction, which bumps the counter
// once, inserts every row in one statement and commits once. Each caller is answered only after
// that commit, so an answered number is a stored number. Other processes' batches queue on the
// same counter row lock, which keeps the numbers distinct and consecutive across instances.
//
// A batch is one statement when it can be (postgresBatchStatement.ts); one with a key already
// stored (a resend) goes the long way below: keys claimed, stored answers read, new ones written.

interface Pending extends BatchEntry {
  resolve: (result: number | KeyedOutcome) => void;
  reject: (error: unknown) => void;
}

interface StoredKey {
  key: string;
  fingerprint: string;
  status: number;
  answer: string;
}

export interface RegistrationBatcher {
  issue(date: string, cells: string[], consent: Consent): Promise<number>;
  issueOnce(date: string, cells: string[], consent: Consent, claim: IdempotencyClaim, answer: (issued: number) => StoredAnswer): Promise<KeyedOutcome>;
  /** Settles when every queued registration has been committed or refused (before the pool closes). */
  drained(): Promise<void>;
}

const ROW_COLUMNS = [...SHEET_COLUMNS.registrations, ...CONSENT_COLUMNS];
const cellNames = ROW_COLUMNS.map((_, i) => `c${i}`);
const KEY_FIELDS = ['key', 'fingerprint', 'created_at', 'expired_before'];

/**
 * The long way's statement, run once the transaction holds the counter row. Keys are claimed in
 * sorted order; an expired key is claimed afresh, a live one stays as it is and is not returned.
 * The fresh entries (no key, or the first with a key this batch claimed) are numbered in batch
 * order after the counter's old value; the counter is bumped once by their count.
 */
const ISSUE_BATCH = `WITH entry AS (
    SELECT * FROM unnest(${[...KEY_FIELDS, ...cellNames].map((_, i) => `$${i + 1}::text[]`).join(', ')})
      WITH ORDINALITY AS e(${[...KEY_FIELDS, ...cellNames].join(', ')}, ord)
  ), claimed AS (
    INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at)
    SELECT DISTINCT ON (key) key, fingerprint, 0, '', created_at FROM entry WHERE key IS NOT NULL ORDER BY key, ord
    ON CONFLICT (key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = 0, answer = '', created_at = EXCLUDED.created_at
      WHERE idempotency_keys.created_at < (SELECT min(e.expired_before) FROM entry e WHERE e.key = EXCLUDED.key)
    RETURNING key
  ), fresh AS (
    SELECT entry.*, row_number() OVER (ORDER BY ord) AS n FROM entry
    WHERE key IS NULL OR (key IN (SELECT key FROM claimed) AND ord = (SELECT min(e.ord) FROM entry e WHERE e.key = entry.key))
  ), bumped AS (
    UPDATE counters SET value = value + (SELECT count(*) FROM fresh) WHERE cell = 'A2' RETURNING value
  ), inserted AS (
    INSERT INTO registrations (${ROW_COLUMNS.join(', ')})
    SELECT c0, '${REGISTRATION_NUMBER_PREFIX}' || (bumped.value - (SELECT count(*) FROM fresh) + fresh.n), ${cellNames.slice(2).join(', ')}
    FROM fresh CROSS JOIN bumped ORDER BY fresh.n
    RETURNING 1
  )
  SELECT (SELECT value FROM bumped) AS last, (SELECT count(*) FROM inserted) AS inserted, array(SELECT key FROM claimed) AS claimed`;
const READ_KEYS = 'SELECT key, fingerprint, status, answer FROM idempotency_keys WHERE key = ANY($1::text[])';
const KEEP_ANSWERS = `UPDATE idempotency_keys k SET status = a.status, answer = a.answer
  FROM unnest($1::text[], $2::int[], $3::text[]) AS a(key, status, answer) WHERE k.key = a.key`;

export function registrationBatcher(pool: Pool): RegistrationBatcher {
  const queue: Pending[] = [];
  let inFlight = false;
  const idle: Array<() => void> = [];

  const flush = (): void => {
    const batch = queue.splice(0);
    if (batch.length === 0) {
      inFlight = false;
      for (const wake of idle.splice(0)) wake();
      return;
    }
    inFlight = true;
    commitBatch(pool, batch).then(
      (results) => batch.forEach((entry, index) => entry.resolve(results[index] as number | KeyedOutcome)),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    ).finally(flush);
  };

  const enqueue = (entry: Omit<Pending, 'resolve' | 'reject'>) =>
    new Promise<number | KeyedOutcome>((resolve, reject) => {
      queue.push({ ...entry, resolve, reject });
      // Idle: wait one turn of the event loop so requests parsed together share the first batch.
      if (!inFlight && queue.length === 1) {
        inFlight = true;
        setImmediate(flush);
      }
    });

  return {
    issue: async (date, cells, consent) => (await enqueue({ date, cells, consent })) as number,
    issueOnce: async (date, cells, consent, claim, answer) =>
      (await enqueue({ date, cells, consent, keyed: { claim, answer } })) as KeyedOutcome,
    drained: () => (inFlight ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve()),
  };
}

/** One transaction for the whole batch; answers each entry's number or keyed outcome, in order. */
async function commitBatch(pool: Pool, batch: readonly Pending[]): Promise<Array<number | KeyedOutcome>> {
  const client = await pool.connect();
  // The pool stops listening to a client it lends out. A server that goes away between two of
  // this batch's queries (a restart, a failover) makes the client emit 'error', which without a
  // listener would end the process; the next query fails instead, and the batch with it.
  client.on('error', ignoreClientError);
  try {
    const results = (await issueAtOnce(client, batch)) ?? (await issueTheLongWay(client, batch));
    client.off('error', ignoreClientError);
    client.release();
    return results;
  } catch (error) {
    // The connection may be what failed: one that cannot even roll back is dropped from the pool.
    const usable = await client.query('ROLLBACK').then(() => true, () => false);
    client.off('error', ignoreClientError);
    client.release(usable ? undefined : true);
    throw error;
  }
}

/** A batch with a key already stored: keys claimed and read first, answers stored after. */
async function issueTheLongWay(client: PoolClient, batch: readonly Pending[]): Promise<Array<number | KeyedOutcome>> {
  await client.query('BEGIN');
  // The counter before any key, as in the one-statement batch, so the two kinds never deadlock.
  await client.query("SELECT value FROM counters WHERE cell = 'A2' FOR UPDATE");
  const results = await issueBatch(client, batch);
  await client.query('COMMIT');
  return results;
}

const ignoreClientError = (): void => undefined;

async function issueBatch(client: PoolClient, batch: readonly Pending[]): Promise<Array<number | KeyedOutcome>> {
  const columns = [
    ...KEY_FIELDS.map((_, field) => batch.map(({ keyed }) => (keyed ? keyFields(keyed.claim)[field] : null))),
    ...ROW_COLUMNS.map((_, column) => batch.map((entry) => rowOf(entry)[column])),
  ];
  // Named, so each connection parses and plans the statement once, not once a batch.
  const { rows } = await client.query<{ last: string; inserted: string; claimed: string[] }>({
    name: 'issue-registrations', text: ISSUE_BATCH, values: columns,
  });
  const outcome = rows[0];
  if (!outcome || outcome.last === null) throw new Error('Counter A2 is missing from the store.');
  const claimed = new Set(outcome.claimed);

  // The same reading of the batch as the statement's: which entries issued, in order.
  const firstWithKey = new Map<string, number>();
  batch.forEach(({ keyed }, index) => {
    if (keyed && !firstWithKey.has(keyed.claim.key)) firstWithKey.set(keyed.claim.key, index);
  });
  const issues = batch.map(({ keyed }, index) => !keyed || (claimed.has(keyed.claim.key) && firstWithKey.get(keyed.claim.key) === index));
  const freshCount = issues.filter(Boolean).length;
  if (Number(outcome.inserted) !== freshCount) throw new Error('The batch stored another number of rows than it issued.');
  let next = Number(outcome.last) - freshCount;

  const live = [...firstWithKey.keys()].filter((key) => !claimed.has(key));
  const stored = new Map<string, StoredKey>();
  if (live.length > 0) {
    for (const row of (await client.query<StoredKey>(READ_KEYS, [live])).rows) stored.set(row.key, row);
  }

  const results: Array<number | KeyedOutcome> = [];
  const answered = { keys: [] as string[], statuses: [] as number[], bodies: [] as string[] };
  batch.forEach(({ keyed }, index) => {
    if (issues[index]) next += 1;
    if (!keyed) {
      results.push(next);
    } else if (issues[index]) {
      const first = keyed.answer(next);
      answered.keys.push(keyed.claim.key);
      answered.statuses.push(first.status);
      answered.bodies.push(JSON.stringify(first.body));
      results.push({ replayed: false, answer: first });
    } else {
      results.push(laterOutcome(keyed.claim, claimed, stored, batch, results, firstWithKey));
    }
  });
  if (answered.keys.length > 0) await client.query(KEEP_ANSWERS, [answered.keys, answered.statuses, answered.bodies]);
  return results;
}

/**
 * A keyed entry that issued nothing: a key stored before replays its answer when the body is the
 * same, else it is a mismatch; a key an earlier entry of this batch claimed follows that entry.
 */
function laterOutcome(
  claim: IdempotencyClaim, claimed: ReadonlySet<string>, stored: ReadonlyMap<string, StoredKey>,
  batch: readonly Pending[], results: ReadonlyArray<number | KeyedOutcome>, firstWithKey: ReadonlyMap<string, number>,
): KeyedOutcome {
  if (claimed.has(claim.key)) {
    const first = firstWithKey.get(claim.key) ?? 0;
    const earlier = results[first] as KeyedOutcome;
    const same = batch[first]?.keyed?.claim.fingerprint === claim.fingerprint;
    return same && earlier.replayed !== 'mismatch' ? { replayed: true, answer: earlier.answer } : { replayed: 'mismatch' };
  }
  const found = stored.get(claim.key);
  if (!found) throw new Error(`Idempotency key ${claim.key} vanished while it was read.`);
  if (found.fingerprint !== claim.fingerprint) return { replayed: 'mismatch' };
  return { replayed: true, answer: { status: found.status, body: JSON.parse(found.answer) as unknown } };
}

function keyFields(claim: IdempotencyClaim): string[] {
  return [claim.key, claim.fingerprint, claim.createdAt, claim.expiredBefore];
}

/** The row's cells; the number (second) is the statement's to fill in. */
function rowOf(entry: Pending): Array<string | null> {
  return [entry.date, null, ...entry.cells, entry.consent.at, entry.consent.notice];
}
