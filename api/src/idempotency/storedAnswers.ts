import type { KeyedOutcome, StoredAnswer } from '../store/Store';
import { at } from '../store/queryRunner';
import type { Queries } from '../store/queryRunner';
import type { IdempotencyClaim } from './idempotencyKey';

// A keyed write's key and first answer, read and written inside the write's own transaction
// (table idempotency_keys), so the key and what it answered commit or roll back with the write.

/** Inside a write transaction: the stored outcome for a live key, or null when the key is unused (an expired one is deleted). */
export async function storedOutcome(tx: Queries, claim: IdempotencyClaim): Promise<KeyedOutcome | null> {
  await tx.run('DELETE FROM idempotency_keys WHERE key = ? AND created_at < ? AND erased_at IS NULL', [claim.key, at(claim.expiredBefore)]);
  const [found] = await tx.all<{ fingerprint: string; status: number; answer: string; erased_at: unknown }>(
    'SELECT fingerprint, status, answer, erased_at FROM idempotency_keys WHERE key = ?',
    [claim.key],
  );
  if (!found) return null;
  if (found.erased_at !== null) return { replayed: 'erased' };
  if (found.fingerprint !== claim.fingerprint) return { replayed: 'mismatch' };
  return { replayed: true, answer: { status: Number(found.status), body: JSON.parse(found.answer) as unknown } };
}

/** Inside the write's transaction: the key and its first answer. */
export async function keepAnswer(tx: Queries, claim: IdempotencyClaim, first: StoredAnswer): Promise<KeyedOutcome> {
  await tx.run('INSERT INTO idempotency_keys (key, fingerprint, status, answer, created_at) VALUES (?, ?, ?, ?, ?)', [
    claim.key,
    claim.fingerprint,
    first.status,
    JSON.stringify(first.body),
    at(claim.createdAt),
  ]);
  return { replayed: false, answer: first };
}
