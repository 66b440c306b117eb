import type { Clock } from '../clock/clock';
import { apiClient, failureStatus, isNetworkFailure } from '../api/client';

// Writes that may be sent again: one Idempotency-Key per submission, made when the person
// presses the button and sent with every retry of it, so the server stores the submission once
// however often a patchy connection makes us resend it (docs/architecture.md, "Idempotent writes").

/**
 * Waits before each retry: 3 retries spread over 22 s, long enough for a phone to come back
 * from a dead spot, short enough that a person still watches the form.
 */
export const RETRY_DELAYS_MS: readonly number[] = [2_000, 6_000, 14_000];

/** Shown beside the button while a submission is being retried. */
export const STILL_TRYING_MESSAGE = 'Still trying…';

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** A fresh key for one submission: 8 to 128 characters of letters, digits, `-` and `_`. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Worth sending again with the same key: no answer, or a gateway saying the server is away. */
export function isRetryable(error: unknown): boolean {
  const status = failureStatus(error);
  return isNetworkFailure(error) || (status !== undefined && RETRYABLE_STATUSES.has(status));
}

export interface IdempotentPostOptions {
  /** The submission's key, the same for every attempt. */
  key: string;
  /** Schedules the waits between attempts (the shared Clock; tests drive it by hand). */
  clock: Pick<Clock, 'setTimeout'>;
  /** Called before each retry with its number (1 for the first retry). */
  onRetry?: (retry: number) => void;
  delays?: readonly number[];
}

export interface IdempotentAnswer<T> {
  data: T;
  /** The server answered with the stored answer of an earlier attempt. */
  replayed: boolean;
}

/**
 * POSTs `body` with its Idempotency-Key, retrying after each delay on a network failure, a
 * timeout or 502/503/504. Any other failure (a 4xx, a 500) is thrown at once, as is the last
 * failure once the retries are used up.
 */
export async function postIdempotent<T>(url: string, body: unknown, options: IdempotentPostOptions): Promise<IdempotentAnswer<T>> {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await apiClient.post<T>(url, body, { headers: { 'Idempotency-Key': options.key } });
      const headers = response.headers as Record<string, unknown> | undefined;
      return { data: response.data, replayed: String(headers?.['idempotent-replayed']) === 'true' };
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isRetryable(error)) throw error;
      options.onRetry?.(attempt + 1);
      await new Promise<void>((resolve) => {
        options.clock.setTimeout(resolve, delay);
      });
    }
  }
}
