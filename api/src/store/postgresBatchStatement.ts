import type { PoolClient } from 'pg';
import { randomUUID } from 'node:crypto';
import { REGISTRATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import type { KeyedOutcome, StoredAnswer } from './Store';
import { registrationEmails } from '../email/emailMessages';
import { newRegistrationRecord } from './recordStore';
import type { RegistrationEntry } from './recordStore';

// The usual registration batch, keys, answers and e-mails included, as ONE statement, committed
// on its own: under load every round trip waits for an event loop busy with HTTP, so one
// statement instead of BEGIN, claim, inserts, answers and COMMIT is what lets a batch keep up
// with 50 connections.
//
// The statement locks the registration sequence first, so it knows the numbers before it claims
// the keys and can store each key's final answer, and each e-mail's final text, in the insert
// itself. It assumes every key is new (a resend is rare); when one is not, a guard divides by
// zero, the statement undoes itself, and the caller runs the batch the long way
// (recordStore.ts). A resent key of an erased record writes nothing at all first: the rows'
// inserts are guarded by `erased`, so no copy of the person lands in the table files even in a
// row version rolled back (no VACUUM follows a refusal). Every registration path takes the sequence before any key, so batches of
// several processes queue on the sequence and never deadlock on keys.

/** Stands in for the number when an answer is rendered once to learn its shape. */
const SENTINELS = [9_007_199_254_740_881, 9_007_199_254_740_771];
/** Stands in for the registration number in the e-mails, replaced by the statement. */
const NUMBER_PLACEHOLDER = `${REGISTRATION_NUMBER_PREFIX}-${randomUUID()}`;
const DIVISION_BY_ZERO = '22012';

const ROW_FIELDS = [
  'received_at',
  'course',
  'parent_name',
  'child_name',
  'age',
  'address',
  'country_code',
  'mobile_number',
  'email',
  'referral_code',
  'consent_at',
  'consent_notice',
];
const FIELDS = ['key', 'fingerprint', 'created_at', 'expired_before', 'status', 'prefix', 'suffix', 'rank', ...ROW_FIELDS];
const TYPES: Record<string, string> = {
  status: 'int',
  rank: 'bigint',
  created_at: 'timestamptz',
  expired_before: 'timestamptz',
  received_at: 'timestamptz',
  consent_at: 'timestamptz',
};
const MAIL_FIELDS = ['rank', 'purpose', 'template_id', 'params', 'created_at'];
const MAIL_TYPES: Record<string, string> = { rank: 'bigint', created_at: 'timestamptz' };
const n = FIELDS.length;

const ISSUE_AT_ONCE = `WITH locked AS (
    SELECT last_issued AS value FROM number_sequences WHERE name = 'registration' FOR UPDATE
  ), entry AS (
    SELECT * FROM unnest(${FIELDS.map((field, i) => `$${i + 1}::${TYPES[field] ?? 'text'}[]`).join(', ')}) AS e(${FIELDS.join(', ')})
  ), mail AS (
    SELECT * FROM unnest(${MAIL_FIELDS.map((field, i) => `$${n + i + 1}::${MAIL_TYPES[field] ?? 'text'}[]`).join(', ')}) AS m(${MAIL_FIELDS.join(', ')})
  ), erased AS (
    SELECT EXISTS (SELECT 1 FROM idempotency_keys k JOIN entry e ON k.key = e.key WHERE k.erased_at IS NOT NULL) AS resent
  ), claimed AS (
    INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at)
    SELECT key, fingerprint, status, prefix || (locked.value + rank) || suffix, created_at
    FROM entry CROSS JOIN locked WHERE key IS NOT NULL AND rank IS NOT NULL AND NOT (SELECT resent FROM erased) ORDER BY key
    ON CONFLICT (key) DO UPDATE
      SET fingerprint = EXCLUDED.fingerprint, status = EXCLUDED.status, answer = EXCLUDED.answer, created_at = EXCLUDED.created_at
      WHERE idempotency_keys.erased_at IS NULL
        AND idempotency_keys.created_at < (SELECT min(e.expired_before) FROM entry e WHERE e.key = EXCLUDED.key)
    RETURNING key
  ), bumped AS (
    UPDATE number_sequences SET last_issued = locked.value + $${n + 6}::bigint FROM locked
    WHERE number_sequences.name = 'registration' RETURNING number_sequences.last_issued AS value
  ), inserted AS (
    INSERT INTO registrations (registration_number, ${ROW_FIELDS.join(', ')})
    SELECT '${REGISTRATION_NUMBER_PREFIX}' || (locked.value + rank), ${ROW_FIELDS.join(', ')}
    FROM entry CROSS JOIN locked WHERE rank IS NOT NULL AND NOT (SELECT resent FROM erased) ORDER BY rank
    RETURNING 1
  ), mailed AS (
    INSERT INTO email_outbox (record_number, purpose, template_id, params, state, attempts, next_attempt_at, created_at)
    SELECT '${REGISTRATION_NUMBER_PREFIX}' || (locked.value + rank), purpose, template_id,
      replace(params, $${n + 8}::text, '${REGISTRATION_NUMBER_PREFIX}' || (locked.value + rank))::json, 'pending', 0, created_at, created_at
    FROM mail CROSS JOIN locked WHERE NOT (SELECT resent FROM erased) ORDER BY rank
    RETURNING 1
  )
  SELECT (SELECT value FROM bumped) AS last, (SELECT count(*) FROM inserted) AS inserted, (SELECT count(*) FROM mailed) AS mailed,
    1 / CASE WHEN (SELECT count(*) FROM claimed) = $${n + 7}::bigint THEN 1 ELSE 0 END AS every_key_new`;

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
export async function issueAtOnce(client: PoolClient, batch: readonly RegistrationEntry[]): Promise<Array<number | KeyedOutcome> | null> {
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
    batch.map(({ registration: r, keyed }, index) => {
      if (column >= 8) {
        const f = r.fields;
        return [
          new Date(r.receivedAt),
          f.course,
          f.parentName,
          f.childName,
          f.age,
          f.address,
          f.countryCode,
          f.mobileNumber,
          f.email,
          f.referralCode,
          r.consent ? new Date(r.consent.at) : null,
          r.consent?.notice ?? null,
        ][column - 8];
      }
      if (field === 'rank') return ranks[index];
      if (!keyed) return null;
      const template = templates[index];
      const { claim } = keyed;
      return [
        claim.key,
        claim.fingerprint,
        new Date(claim.createdAt),
        new Date(claim.expiredBefore),
        template?.status,
        template?.prefix,
        template?.suffix,
      ][column];
    }),
  );
  const mail: unknown[][] = MAIL_FIELDS.map(() => []);
  batch.forEach(({ registration }, index) => {
    const rank = ranks[index];
    if (rank === null || rank === undefined || !registration.messages) return;
    for (const email of registrationEmails(newRegistrationRecord(registration, NUMBER_PLACEHOLDER), registration.messages)) {
      [rank, email.purpose, email.templateId, JSON.stringify(email.params), new Date(registration.receivedAt)].forEach((value, field) =>
        mail[field]?.push(value),
      );
    }
  });
  let outcome: { last: string; inserted: string } | undefined;
  try {
    // Named, so each connection parses and plans the statement once, not once a batch.
    const result = await client.query<{ last: string; inserted: string }>({
      name: 'issue-registrations-at-once',
      text: ISSUE_AT_ONCE,
      values: [...values, ...mail, fresh, firstWithKey.size, NUMBER_PLACEHOLDER],
    });
    outcome = result.rows[0];
  } catch (error) {
    if ((error as { code?: string }).code === DIVISION_BY_ZERO) return null;
    throw error;
  }
  if (!outcome || outcome.last === null) throw new Error('The registration number sequence is missing from the store.');
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
