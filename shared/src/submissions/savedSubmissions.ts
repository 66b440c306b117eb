// The submissions saved on this device (IndexedDB, through idb-keyval), as both sides read them:
// the page, which saves and sends them (offlineQueue.ts), and the service worker, which sends
// them through Background Sync where the browser has it, even after the tab is closed. This
// module imports nothing, so the worker carries no more than it needs.
import type * as IdbKeyval from 'idb-keyval';

/** One waiting submission; `refused` is set once the server has turned it down (a 4xx). */
export interface QueuedSubmission {
  key: string;
  /** The API path it is posted to, e.g. `/registrations`. */
  url: string;
  /** The full address it is posted to, for the service worker, which has no API client. */
  endpoint?: string;
  body: Record<string, string>;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** The server's refusal: its sentence, its fields' sentences and its status (absent on items saved before it was kept). */
  refused?: { message: string; fields: Record<string, string>; status?: number };
  /**
   * The server's answer when the service worker sent it in the background: the page still owes
   * the person the number, and gives it from this answer without posting again.
   */
  delivered?: { data: unknown; replayed: boolean };
}

/** Where the queue lives; IndexedDB in the browser. */
export interface QueueStorage {
  put(item: QueuedSubmission): Promise<void>;
  remove(key: string): Promise<void>;
  all(): Promise<QueuedSubmission[]>;
  /**
   * Keeps the worker's answer on the item, in one transaction, only if the item is still there:
   * a page that sent it meanwhile (and so already gave the number) removed it.
   */
  markDelivered(key: string, delivered: NonNullable<QueuedSubmission['delivered']>): Promise<void>;
}

const DATABASE = 'academy-offline';
const STORE = 'submissions';

type Idb = Pick<typeof IdbKeyval, 'createStore' | 'set' | 'del' | 'values' | 'promisifyRequest'>;

/** The queue in IndexedDB, through idb-keyval (given as a promise, so the page can load it late). */
export function savedSubmissionsIn(idbKeyval: Promise<Idb>): QueueStorage {
  const opened = idbKeyval.then((idb) => ({ idb, store: idb.createStore(DATABASE, STORE) }));
  return {
    put: async (item) => {
      const { idb, store } = await opened;
      await idb.set(item.key, item, store);
    },
    remove: async (key) => {
      const { idb, store } = await opened;
      await idb.del(key, store);
    },
    all: async () => {
      const { idb, store } = await opened;
      const items = await idb.values<QueuedSubmission>(store);
      return items.sort((a, b) => (a.savedAt < b.savedAt ? -1 : a.savedAt > b.savedAt ? 1 : 0));
    },
    markDelivered: async (key, delivered) => {
      const { idb, store } = await opened;
      await store('readwrite', (objects) => {
        const read = objects.get(key);
        read.onsuccess = () => {
          const item = read.result as QueuedSubmission | undefined;
          if (item) objects.put({ ...item, delivered }, key);
        };
        return idb.promisifyRequest(objects.transaction);
      });
    },
  };
}

/** The Background Sync tag under which the page asks the worker to send what waits. */
export const SUBMISSIONS_SYNC_TAG = 'academy-saved-submissions';

/** The message the worker posts to the site's open pages when it has sent something. */
export const SUBMISSIONS_SENT_MESSAGE = 'academy-saved-submissions-sent';

type SyncContainer = Pick<ServiceWorkerContainer, 'ready'>;
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to send the saved submissions once the browser is back online, where
 * the browser has Background Sync (Chromium); elsewhere the page sends them itself.
 */
export function requestBackgroundSync(container: SyncContainer | undefined = globalThis.navigator?.serviceWorker): void {
  if (!container) return;
  void container.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(SUBMISSIONS_SYNC_TAG))
    .catch(() => undefined);
}

type MessageContainer = Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;

/** Calls `onSent` whenever the worker says it has sent saved submissions; returns the unsubscribe. */
export function onSentInBackground(
  onSent: () => void,
  container: MessageContainer | undefined = globalThis.navigator?.serviceWorker,
): () => void {
  if (!container) return () => undefined;
  const listener = (event: Event) => {
    if ((event as MessageEvent).data === SUBMISSIONS_SENT_MESSAGE) onSent();
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}

/**
 * The worker's side of Background Sync: posts every waiting submission (not refused, not yet
 * delivered) to its endpoint with its Idempotency-Key, oldest first, and keeps each answer on
 * the item for the page (unless a page has sent it meanwhile). A refusal is left for the page, whose form shows it; no connection or a
 * server that cannot take it now (5xx, 429) rejects, so the browser tries the sync again
 * later. Resolves to how many were sent.
 */
export async function sendSavedSubmissions(storage: QueueStorage, post: typeof fetch): Promise<number> {
  let sent = 0;
  for (const item of await storage.all()) {
    if (item.refused || item.delivered || !item.endpoint) continue;
    const response = await post(item.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.key },
      body: JSON.stringify(item.body),
    });
    if (response.ok) {
      const data: unknown = await response.json();
      await storage.markDelivered(item.key, { data, replayed: response.headers.get('Idempotent-Replayed') === 'true' });
      sent += 1;
    } else if (response.status >= 500 || response.status === 429) {
      throw new Error(`The server could not take a saved submission now (${response.status}).`);
    }
  }
  return sent;
}
