import { LIVE_FILES } from './scopes';

// On a first visit the page fetches remotes.json, config.json and the remote's entry, manifest
// and chunks before the service worker exists, so none of them passes through it and none is
// kept: offline, the page would open without its section. Once the worker controls the page, the
// page hands it the addresses of what it fetched before, in Workbox's own CACHE_URLS message
// (workbox-routing answers it by running each address through the worker's routes, so each file
// is kept exactly as if it had been fetched through the worker). remotes.json and config.json go
// first: from remotes.json the worker learns where the remotes live, and so which of the other
// addresses are theirs. Anything no route of the worker owns (the API, say) is left alone by it.

/** What the page needs of a resource timing entry. */
export interface FetchedResource {
  name: string;
  startTime: number;
}

/** How long the page waits for the worker to say it has kept a batch before handing the next. */
const REPLY_TIMEOUT_MS = 15_000;

/**
 * The http(s) addresses fetched before `controlledAt` (ms on the page's clock), without their
 * fragments and each once: the deployment files (remotes.json, config.json of this site) and the rest.
 */
export function addressesToHandOver(
  resources: readonly FetchedResource[],
  controlledAt: number,
  siteOrigin: string,
): { live: string[]; rest: string[] } {
  const live = new Set<string>();
  const rest = new Set<string>();
  for (const { name, startTime } of resources) {
    if (startTime >= controlledAt) continue;
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    const isLive = url.origin === siteOrigin && LIVE_FILES.includes(url.pathname);
    (isLive ? live : rest).add(url.href);
  }
  return { live: [...live], rest: [...rest] };
}

type Worker = Pick<ServiceWorker, 'postMessage'>;

/**
 * Posts `data` to `worker` with a port for its answer, and resolves with the answer (as
 * workbox-window's messageSW does), or with undefined after `timeoutMs`: a file the worker could
 * not fetch leaves Workbox without an answer, and the page must not wait for ever.
 */
export function messageWorker(worker: Worker, data: unknown, timeoutMs = REPLY_TIMEOUT_MS): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(undefined);
    }, timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(data, [channel.port2]);
  });
}

/** Workbox's message asking the worker to fetch `urls` through its routes. */
export const cacheUrlsMessage = (urls: readonly string[]) => ({ type: 'CACHE_URLS', payload: { urlsToCache: urls } });

export interface HandOverEnvironment {
  container: Pick<ServiceWorkerContainer, 'controller' | 'ready' | 'addEventListener'>;
  resources(): readonly FetchedResource[];
  now(): number;
  siteOrigin: string;
  /** Runs `callback` later, once what was in flight when the worker took over has arrived. */
  later(callback: () => void): void;
}

/**
 * On a page the worker did not control when it opened: once the worker takes control, hands it
 * what was fetched before (the deployment files first, then the rest), and once more a little
 * later for what was still arriving at that moment. A page the worker already controls fetched
 * everything through it, and hands nothing.
 */
export function handOverEarlyFiles(environment: HandOverEnvironment): void {
  const { container } = environment;
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const controlledAt = environment.now();
      const handed = new Set<string>();
      const handOver = async () => {
        const registration = await container.ready;
        const worker = registration.active;
        if (!worker) return;
        const { live, rest } = addressesToHandOver(environment.resources(), controlledAt, environment.siteOrigin);
        const fresh = (urls: string[]) => urls.filter((url) => !handed.has(url) && handed.add(url));
        const liveNow = fresh(live);
        if (liveNow.length > 0) await messageWorker(worker, cacheUrlsMessage(liveNow));
        const restNow = fresh(rest);
        if (restNow.length > 0) await messageWorker(worker, cacheUrlsMessage(restNow));
      };
      void handOver()
        .then(() => environment.later(() => void handOver().catch(() => undefined)))
        .catch((error: unknown) => console.error('Handing the early files to the service worker failed:', error));
    },
    { once: true },
  );
}
