import type { Clock } from '../clock/clock';
import { apiErrorMessage, apiFieldErrors, failureStatus, isNetworkFailure } from '../api/client';
import { postIdempotent } from './idempotentPost';
import type { IdempotentAnswer } from './idempotentPost';
import { savedSubmissionsIn } from './savedSubmissions';
import type { QueueStorage, QueuedSubmission } from './savedSubmissions';

// Submissions that could not be sent wait on the device (IndexedDB, through idb-keyval,
// savedSubmissions.ts) under their Idempotency-Key, and are sent again when the connection
// returns: by the page, and by the service worker through Background Sync. The key makes a resend
// safe: the server stores each submission once, however often the device retries it.

/** What a form says once a submission is saved on the device ('registration', 'application'). */
export function savedOnDeviceMessage(submission: string): string {
  return `Saved on this device. We'll send your ${submission} as soon as you're back online.`;
}

/** A refused waiting submission whose answer carried no sentence of its own. */
export const SAVED_SUBMISSION_REFUSED_MESSAGE = 'Your saved submission was not accepted. Please check it and send it again.';

/** The IndexedDB queue; idb-keyval is loaded with the first use, off the first-load path. */
export function indexedDbQueue(): QueueStorage {
  return savedSubmissionsIn(import('idb-keyval'));
}

/**
 * Fetches what sending needs (the HTTP client, the queue's IndexedDB wrapper) while the page is
 * still online, so a submission made after the connection drops can be tried and saved.
 */
export async function prepareOfflineSend(): Promise<void> {
  await Promise.all([import('axios'), import('idb-keyval')]);
}

let sharedQueue: QueueStorage | null = null;
/** The page's one queue. */
export function offlineQueue(): QueueStorage {
  sharedQueue ??= indexedDbQueue();
  return sharedQueue;
}

/** Whether the browser says it has no connection at all. */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export interface FlushHandlers<T> {
  /** A waiting submission went through (its answer may be a replay of an earlier attempt). */
  onSent(item: QueuedSubmission, answer: IdempotentAnswer<T>): void | Promise<void>;
  /** The server refused a waiting submission; it stays, marked refused, until the person resends it. */
  onRefused(item: QueuedSubmission): void;
}

const flushing = new Map<QueueStorage, Promise<void>>();

/**
 * Sends every waiting, not refused submission to `url`, oldest first, one attempt each. Sent
 * ones leave the queue before `onSent` runs; one the service worker already sent is not posted
 * again: its kept answer goes to `onSent`. A 4xx marks the item refused; a network failure (or a
 * 5xx) stops the run and leaves the rest for the next one. Runs one at a time per queue.
 */
export function flushQueue<T>(
  storage: QueueStorage,
  url: string,
  clock: Pick<Clock, 'setTimeout'>,
  handlers: FlushHandlers<T>,
): Promise<void> {
  const previous = flushing.get(storage) ?? Promise.resolve();
  const run = previous.then(async () => {
    for (const item of await storage.all()) {
      if (item.url !== url || item.refused) continue;
      if (item.delivered) {
        await storage.remove(item.key);
        await handlers.onSent(item, item.delivered as IdempotentAnswer<T>);
        continue;
      }
      try {
        const answer = await postIdempotent<T>(url, item.body, { key: item.key, clock, delays: [] });
        await storage.remove(item.key);
        await handlers.onSent(item, answer);
      } catch (error) {
        const status = failureStatus(error);
        if (isNetworkFailure(error) || status === undefined || status >= 500) return;
        const message = apiErrorMessage(error, SAVED_SUBMISSION_REFUSED_MESSAGE);
        const refused = { ...item, refused: { message, fields: apiFieldErrors(error), status } };
        await storage.put(refused);
        handlers.onRefused(refused);
      }
    }
  });
  const settled = run.catch((error: unknown) => console.error('Sending saved submissions failed:', error));
  flushing.set(storage, settled);
  return settled;
}
