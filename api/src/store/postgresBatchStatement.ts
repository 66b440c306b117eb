import type { PoolClient } from 'pg';
import { REGISTRATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import type { Consent, KeyedOutcome, StoredAnswer } from './Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { CONSENT_COLUMNS, SHEET_COLUMNS } from './sheetColumns';

// The usual registration batch, keys and their answers included, as ONE statement, committed on
// its own: under load every round trip waits for an event loop busy with HTTP, so one statement
// instead of BEGIN, claim, answers and COMMIT is what lets a batch keep up with 50 connections.
//
// The statement locks the counter row first, so it knows the numbers before it claims the keys
// and can store each key's final answer in the claim itself. It assumes every key is new (a
// resend is rare); when one is not, a guard divides by zero, the statement undoes itself, and the
// caller runs the batch the long way. A registration path always takes the counter before any
// key, so batches of several processes queue on the counter and never deadlock on keys.

export interface BatchEntry {
  date: string;
  cells: string[];
  consent: Consent;
  keyed?: { claim: IdempotencyClaim; answer: (issued: number) => StoredAnswer };
}

/** Stands in for the number when an answer is rendered once to learn its shape. */
const SENTINELS = [9_007_199_254_740_881, 9_007_199_254_740_771];
const DIVISION_BY_ZERO = '22012';

const ROW_COLUMNS = [...SHEET_COLUMNS.registrations, ...CONSENT_COLUMNS];
const cellNames = ROW_COLUMNS.map((_, i) => `c${i}`);
const FIELDS = ['key', 'fingerprint', 'created_at', 'expired_before', 'status', 'prefix', 'suffix', 'rank', ...cellNames];
const TYPES: Record<string, string> = { status: 'int', rank: 'bigint' };

const ISSUE_AT_ONCE = `WITH locked AS (
    SELECT value FROM counters WHERE cell = 'A2' FOR UPDATE
  ), entry AS (
    SELECT * FROM unnest(${FIELDS.map((field, i) => `$${i + 1}::${TYPES[field] ?? 'text'}[]`).join(', ')}) AS e(${FIELDS.join(', ')})
  ), claimed AS (
    INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at)
    SELECT key, fingerprint, status, prefix || (locked.value + rank) || suffix, created_at
    FROM entry CROSS JOIN locked WHERE key IS NOT NULL AND rank IS NOT NULL ORDER BY key
    ON CONFLICT (key) DO UPDATE
      SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, answer = EXCLUDED.answer, created_at = EXCLUDED.created_at
      WHERE idempotency_keys.created_at < (SELECT min(e.expired_before) FROM entry e WHERE e.key = EXCLUDED.key)
    RETURNING key
  ), bumped AS (
    UPDATE counters SET value = locked.value + $${FIELDS.length + 1}::bigint FROM locked WHERE counters.cell = 'A2' RETURNING counters.value
  ), inserted AS (
    INSERT INTO registrations (${ROW_COLUMNS.join(', ')})
    SELECT c0, '${REGISTRATION_NUMBER_PREFIX}' || (locked.value + rank), ${cellNames.slice(2).join(', ')}
    FROM entry CROSS JOIN locked WHERE rank IS NOT NULL ORDER BY rank
    RETURNING 1
  )
  SELECT (SELECT value FROM bumped) AS last, (SELECT count(*) FROM inserted) AS inserted,
    1 / CASE WHEN (SELECT count(*) FROM claimed) = $${FIELDS.length + 2}::bigint THEN 1 ELSE 0 END AS every_key_new`;

interface Template {
  status: number;
  prefix: string;
  suffix: string;
}

/** The answer as text around its number, or null when it is not plain text around one number. */
function answerTemplate(answer: (issued: number) => StoredAnswer): Template | null {
  const [first, second] = SENTINELS.map((sentinel) => answer(sentinel)) as [StoredAnswer, StoredAnswer];
  const text = JSON.stringify(first.body);
  const parts = text.split(String(SENTINELS[0]));
  if (parts.length !== 2 || first.status !== second.status) return null;
  const [prefix, suffix] = parts as [string, string];
  return `${prefix}${SENTINELS[1]}${suffix}` === JSON.stringify(second.body) ? { status: first.status, prefix, suffix } : null;
}

/**
 * Issues the batch in one statement, or answers null (having stored nothing) when it cannot:
 * a key already stored, or an answer that is not text around its number.
 */
export async function issueAtOnce(client: PoolClient, batch: readonly BatchEntry[]): Promise<Array<number | KeyedOutcome> | null> {
  const firstWithKey = new Map<string, number>();
  const ranks: Array<number | null> = [];
  const templates: Array<Template | null> = [];
  let fresh = 0;
  for (const [index, { keyed }] of batch.entries()) {
    const key = keyed?.claim.key;
    const first = key === undefined || !firstWithKey.has(key);
    if (key !== undefined && first) firstWithKey.set(key, index);
    const template = keyed && first ? answerTemplate(keyed.answer) : null;
    if (keyed && first && !template) return null;
    templates.push(template);
    ranks.push(first ? (fresh += 1) : null);
  }
  const values = FIELDS.map((field, column) =>
    batch.map(({ date, cells, consent, keyed }, index) => {
      if (column >= 8) return [date, null, ...cells, consent.at, consent.notice][column - 8];
      if (field === 'rank') return ranks[index];
      if (!keyed) return null;
      const template = templates[index];
      const { claim } = keyed;
      return [claim.key, claim.fingerprint, claim.createdAt, claim.expiredBefore, template?.status, template?.prefix, template?.suffix][column];
    }));
  let outcome: { last: string; inserted: string } | undefined;
  try {
    // Named, so each connection parses and plans the statement once, not once a batch.
    const result = await client.query<{ last: string; inserted: string }>({
      name: 'issue-registrations-at-once', text: ISSUE_AT_ONCE, values: [...values, fresh, firstWithKey.size],
    });
    outcome = result.rows[0];
  } catch (error) {
    if ((error as { code?: string }).code === DIVISION_BY_ZERO) return null;
    throw error;
  }
  if (!outcome || outcome.last === null) throw new Error('Counter A2 is missing from the store.');
  if (Number(outcome.inserted) !== fresh) throw new Error('The batch stored another number of rows than it issued.');
  const before = Number(outcome.last) - fresh;
  const results: Array<number | KeyedOutcome> = [];
  batch.forEach(({ keyed }, index) => {
    const rank = ranks[index];
    if (!keyed) {
      results.push(before + (rank ?? 0));
    } else if (rank !== null && rank !== undefined) {
      // The stored text, not a fresh call: the statement has committed, so nothing may fail now,
      // and the first answer is then byte for byte what a resend will get.
      const { status, prefix, suffix } = templates[index] as Template;
      results.push({ replayed: false, answer: { status, body: JSON.parse(`${prefix}${before + rank}${suffix}`) as unknown } });
    } else {
      // A later entry with a key an earlier one of this batch just issued under.
      const first = firstWithKey.get(keyed.claim.key) ?? 0;
      const earlier = results[first] as Extract<KeyedOutcome, { replayed: false }>;
      const same = batch[first]?.keyed?.claim.fingerprint === keyed.claim.fingerprint;
      results.push(same ? { replayed: true, answer: earlier.answer } : { replayed: 'mismatch' });
    }
  });
  return results;
}
