import { createHash } from 'node:crypto';
import { badRequest } from '../validation/RequestError';

// Idempotent writes: a client sends `Idempotency-Key` with POST /registrations or
// POST /applications and may resend the same request as often as its connection needs. The
// store keeps each key with the first answer, in the same transaction as the row, for 24 hours.
// When staff erase the record, its key stays as a tombstone holding nothing of the person, and
// a resend with it is refused (410) for good instead of storing the person again.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often a keyed write also deletes the keys older than the window. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const BAD_KEY_MESSAGE = 'The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Use a new key for a new submission.';

export const ERASED_KEY_MESSAGE = "This submission was erased at the person's request and cannot be sent again.";

/** The claim a keyed write hands the store. */
export interface IdempotencyClaim {
  key: string;
  /** Hash of the route and the body: a replay must carry the same. */
  fingerprint: string;
  /** When this request arrived (ISO 8601, UTC). */
  createdAt: string;
  /** Keys stored before this instant (ISO 8601, UTC) have expired and count as unused. */
  expiredBefore: string;
}

/** The header's key, `undefined` when the request carries none; a malformed key is a 400. */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw badRequest(BAD_KEY_MESSAGE);
  return raw;
}

export function idempotencyClaim(key: string, route: string, body: unknown, now: Date): IdempotencyClaim {
  return {
    key,
    fingerprint: createHash('sha256')
      .update(`${route}\n${canonicalJson(body)}`)
      .digest('hex'),
    createdAt: now.toISOString(),
    expiredBefore: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString(),
  };
}

/** JSON with object keys sorted, so the same fields in another order are the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Deletes expired keys at most once per PURGE_EVERY_MS of the injected clock. Runs before the
 * write that triggers it, so the write itself never sees a stale key either way.
 */
export function expiredKeyPurger(purge: (before: string) => Promise<number>): (now: Date) => Promise<void> {
  let lastPurge = Number.NEGATIVE_INFINITY;
  return async (now) => {
    if (now.getTime() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now.getTime();
    await purge(new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString());
  };
}
