import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useClock } from '../clock/ClockContext';
import { apiEndpoint } from '../api/client';
import type { IdempotentAnswer } from './idempotentPost';
import { flushQueue, offlineQueue, prepareOfflineSend } from './offlineQueue';
import { onSentInBackground, requestBackgroundSync } from './savedSubmissions';
import type { QueuedSubmission } from './savedSubmissions';

export interface QueuedSubmissionHandlers<T> {
  /** A saved submission went through: the item and the server's answer. */
  onSent(item: QueuedSubmission, answer: IdempotentAnswer<T>): void;
  /** The server refused a saved submission: its message, its fields' messages and the typed values. */
  onRefused(item: QueuedSubmission): void;
}

/**
 * The form side of the offline queue for one API path (`/registrations`, `/applications`):
 * `save` keeps a submission under its key and asks the service worker to send it through Background Sync;
 * saved ones are sent when the form mounts and on every `online` event, and one the worker has
 * sent is answered from its kept answer. A refused one is handed back (also on a later visit) so
 * the person can correct it.
 */
export function useQueuedSubmissions<T>(url: string, handlers: QueuedSubmissionHandlers<T>) {
  const clock = useClock();
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  const flush = useCallback(
    () =>
      flushQueue<T>(offlineQueue(), url, clock, {
        onSent: (item, answer) => latest.current.onSent(item, answer),
        onRefused: (item) => latest.current.onRefused(item),
      }),
    [clock, url],
  );

  useEffect(() => {
    let live = true;
    prepareOfflineSend().catch((error: unknown) => console.error('Preparing to send while offline failed:', error));
    void offlineQueue()
      .all()
      .then((items) => {
        const refused = items.find((item) => item.url === url && item.refused);
        if (live && refused) latest.current.onRefused(refused);
      })
      .then(() => (live ? flush() : undefined))
      .catch((error: unknown) => console.error('Reading saved submissions failed:', error));
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const stopHearing = onSentInBackground(onOnline);
    return () => {
      live = false;
      window.removeEventListener('online', onOnline);
      stopHearing();
    };
  }, [flush, url]);

  const save = useCallback(
    async (body: Record<string, string>, key: string) => {
      const item = { key, url, endpoint: apiEndpoint(url), body: { ...body }, savedAt: clock.now().toISOString() };
      await offlineQueue().put(item);
      requestBackgroundSync();
    },
    [clock, url],
  );
  const forget = useCallback((key: string) => offlineQueue().remove(key), []);

  return { save, forget, flush };
}
