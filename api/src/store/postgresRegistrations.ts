import type { Pool, PoolClient } from 'pg';
import { REGISTRATION_NUMBER_PREFIX } from '@academy/shared/rules';
import type { Consent, KeyedOutcome, StoredAnswer } from './Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { CONSENT_COLUMNS, SHEET_COLUMNS } from './sheetColumns';

// Group commit for PostgreSQL registrations. Every registration takes the counter row's lock
// until its commit, so one transaction per registration serialises them on that lock and on one
// commit each. Instead this process keeps one batch in flight: registrations that arrive while
// it commits wait in a queue and go together in the next transaction, which bumps the counter
// once, inserts every row in one statement and commits once. Each caller is answered only after
// that commit, so an answered number is a stored number. Other processes' batches queue on the
// same counter row lock, which keeps the numbers distinct and consecutive across instances.

interface KeyedWrite {
  claim: IdempotencyClaim;
  answer: (issued: number) => StoredAnswer;
}

interface Pending {
  date: string;
  cells: string[];
  consent: Consent;
  keyed?: KeyedWrite;
  resolve: (result: number | KeyedOutcome) => void;
  reject: (error: unknown) => void;
}

interface StoredKey {
  key: string;
  fingerprint: string;
  status: number;
  answer: string;
}

/** What a batch entry turned out to be once its key (if any) was looked at. */
type Plan =
  | { fresh: true }
  | { fresh: false; outcome: KeyedOutcome }
  /** A later entry with the key an earlier entry of the same batch issues under. */
  | { fresh: false; sameAs: number };

export interface RegistrationBatcher {
  issue(date: string, cells: string[], consent: Consent): Promise<number>;
  issueOnce(date: string, cells: string[], consent: Consent, claim: IdempotencyClaim, answer: (issued: number) => StoredAnswer): Promise<KeyedOutcome>;
}

const COLUMNS = [...SHEET_COLUMNS.registrations, ...CONSENT_COLUMNS];
const INSERT_ROWS = `INSERT INTO registrations (${COLUMNS.join(', ')})
  SELECT ${COLUMNS.map((_, i) => `c${i}`).join(', ')}
  FROM unnest(${COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')}) WITH ORDINALITY AS r(${COLUMNS.map((_, i) => `c${i}`).join(', ')}, ord)
  ORDER BY ord`;
const BUMP_COUNTER = "UPDATE counters SET value = value + $1 WHERE cell = 'A2' RETURNING value";
const DROP_EXPIRED = `DELETE FROM idempotency_keys k USING unnest($1::text[], $2::text[]) AS e(key, before)
  WHERE k.key = e.key AND k.created_at < e.before`;
// Keys are claimed in sorted order (the batch sorts them): two processes' batches sharing keys
// then take their locks in one order, and the counter after them, so they queue, never deadlock.
const CLAIM_KEYS = `INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at)
  SELECT key, fingerprint, 0, '', created_at FROM unnest($1::text[], $2::text[], $3::text[]) AS c(key, fingerprint, created_at)
  ORDER BY key
  ON CONFLICT (key) DO NOTHING RETURNING key`;
const READ_KEYS = 'SELECT key, fingerprint, status, answer FROM idempotency_keys WHERE key = ANY($1::text[])';
const KEEP_ANSWERS = `UPDATE idempotency_keys k SET status = a.status, answer = a.answer
  FROM unnest($1::text[], $2::int[], $3::text[]) AS a(key, status, answer) WHERE k.key = a.key`;

export function registrationBatcher(pool: Pool): RegistrationBatcher {
  const queue: Pending[] = [];
  let inFlight = false;

  const flush = (): void => {
    const batch = queue.splice(0);
    if (batch.length === 0) {
      inFlight = false;
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
  };
}

/** One transaction for the whole batch; answers each entry's number or keyed outcome, in order. */
async function commitBatch(pool: Pool, batch: readonly Pending[]): Promise<Array<number | KeyedOutcome>> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const plans = await planKeys(client, batch);
    const fresh = batch.filter((_, index) => plans[index]?.fresh);
    const issued = new Map<Pending, number>();
    if (fresh.length > 0) {
      const bumped = await client.query<{ value: string }>(BUMP_COUNTER, [fresh.length]);
      const last = Number(bumped.rows[0]?.value);
      if (!Number.isSafeInteger(last)) throw new Error('Counter A2 is missing from the store.');
      fresh.forEach((entry, index) => issued.set(entry, last - fresh.length + 1 + index));
      await client.query(INSERT_ROWS, COLUMNS.map((_, column) => fresh.map((entry) => rowOf(entry, issued.get(entry) ?? 0)[column])));
    }
    const results: Array<number | KeyedOutcome> = [];
    const answered = { keys: [] as string[], statuses: [] as number[], bodies: [] as string[] };
    batch.forEach((entry, index) => {
      const plan = plans[index] as Plan;
      const number = issued.get(entry);
      if (!entry.keyed) {
        results.push(number ?? NaN);
      } else if (plan.fresh && number !== undefined) {
        const first = entry.keyed.answer(number);
        answered.keys.push(entry.keyed.claim.key);
        answered.statuses.push(first.status);
        answered.bodies.push(JSON.stringify(first.body));
        results.push({ replayed: false, answer: first });
      } else if ('sameAs' in plan) {
        const earlier = results[plan.sameAs] as Extract<KeyedOutcome, { answer: StoredAnswer }>;
        results.push({ replayed: true, answer: earlier.answer });
      } else if ('outcome' in plan) {
        results.push(plan.outcome);
      }
    });
    if (answered.keys.length > 0) await client.query(KEEP_ANSWERS, [answered.keys, answered.statuses, answered.bodies]);
    await client.query('COMMIT');
    client.release();
    return results;
  } catch (error) {
    // The connection may be the thing that failed: roll back if it can, then drop it from the pool.
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/**
 * Claims the batch's keys and decides for each entry whether it issues a number: an unkeyed
 * entry always does; a key stored before replays its answer (same fingerprint) or is a mismatch;
 * a key this batch claims issues for its first entry, and later entries with it follow that one.
 */
async function planKeys(client: PoolClient, batch: readonly Pending[]): Promise<Plan[]> {
  const firstWithKey = new Map<string, number>();
  batch.forEach((entry, index) => {
    if (entry.keyed && !firstWithKey.has(entry.keyed.claim.key)) firstWithKey.set(entry.keyed.claim.key, index);
  });
  const stored = new Map<string, StoredKey>();
  const claimed = new Set<string>();
  if (firstWithKey.size > 0) {
    const claims = [...firstWithKey.values()]
      .map((index) => (batch[index]?.keyed as KeyedWrite).claim)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    await client.query(DROP_EXPIRED, [claims.map((c) => c.key), claims.map((c) => c.expiredBefore)]);
    const inserted = await client.query<{ key: string }>(CLAIM_KEYS, [
      claims.map((c) => c.key), claims.map((c) => c.fingerprint), claims.map((c) => c.createdAt),
    ]);
    for (const row of inserted.rows) claimed.add(row.key);
    const taken = claims.map((c) => c.key).filter((key) => !claimed.has(key));
    if (taken.length > 0) {
      for (const row of (await client.query<StoredKey>(READ_KEYS, [taken])).rows) stored.set(row.key, row);
    }
  }
  return batch.map((entry, index): Plan => {
    if (!entry.keyed) return { fresh: true };
    const { key, fingerprint } = entry.keyed.claim;
    const first = firstWithKey.get(key) ?? index;
    if (claimed.has(key)) {
      if (first === index) return { fresh: true };
      const earlier = batch[first]?.keyed?.claim.fingerprint;
      return earlier === fingerprint ? { fresh: false, sameAs: first } : { fresh: false, outcome: { replayed: 'mismatch' } };
    }
    const found = stored.get(key);
    if (!found) throw new Error(`Idempotency key ${key} vanished while it was read.`);
    if (found.fingerprint !== fingerprint) return { fresh: false, outcome: { replayed: 'mismatch' } };
    return { fresh: false, outcome: { replayed: true, answer: { status: found.status, body: JSON.parse(found.answer) as unknown } } };
  });
}

function rowOf(entry: Pending, issued: number): string[] {
  return [entry.date, `${REGISTRATION_NUMBER_PREFIX}${issued}`, ...entry.cells, entry.consent.at, entry.consent.notice];
}
