// The site's service worker, built into dist/sw.js by the production build (Workbox's
// InjectManifest, shell/webpack.config.js) and registered after the page has loaded
// (register.ts). docs/architecture.md, "Offline: the service worker".
// - The shell's own built files (hashed scripts, fonts, images) are precached and served from
//   the cache; each build's worker replaces the last and drops what the new build no longer has.
// - Pages are asked of the network first, so a new build or release reaches an online visitor on
//   the next load; offline, the page as last fetched, else as precached at install, else the
//   offline page.
// - remotes.json, config.json and everything of a composed remote (remoteEntry.js,
//   mf-manifest.json, chunks) are asked of the network first, with the last answer kept for
//   offline use: a release or rollback composed with `npm run release` is served as today. The
//   remotes' files are kept for at most REMOTE_FILES_KEPT entries and REMOTE_FILES_MAX_AGE, the
//   least recently used going first, so old versions do not pile up on a phone.
// - What the installing visit fetched before this worker took control comes in Workbox's
//   CACHE_URLS message from the page (handOver.ts), answered by workbox-routing through these
//   same routes: remotes.json first (so the remotes' scopes are known), then the rest. The page
//   the visitor was on then opens offline with its live sections after that one visit.
// - Submissions saved on the device are sent through Background Sync, where the browser has it,
//   even when no page of the site is open (sendSavedSubmissions); open pages are told.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import * as idbKeyval from 'idb-keyval';
import {
  SUBMISSIONS_SENT_MESSAGE,
  SUBMISSIONS_SYNC_TAG,
  savedSubmissionsIn,
  sendSavedSubmissions,
} from '@academy/shared/saved-submissions';
import { LIVE_FILES, OFFLINE_PAGE, isRemoteRequest, pageKey, remoteScopes } from './scopes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** Background Sync's event (not in TypeScript's worker types). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const PAGES_CACHE = 'academy-pages';
const REMOTES_CACHE = 'academy-remotes';
const REMOTE_FILES_CACHE = 'academy-remote-files';
// A composed release is about a hundred files; room for it and the versions just before it.
const REMOTE_FILES_KEPT = 250;
const REMOTE_FILES_MAX_AGE = 60 * 60 * 24 * 30;
// On a connection that answers nothing for this long, a page kept on the device is shown instead.
const PAGE_TIMEOUT_SECONDS = 8;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle(options);
    } catch {
      const url = new URL(options.request.url);
      return (await matchPrecache(pageKey(url))) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }),
);

// Where the composed remotes live, learnt from each remotes.json answer (network or cache).
let scopes: string[] = [];
async function learnScopes(response: Response | undefined): Promise<void> {
  if (!response?.ok) return;
  try {
    scopes = remoteScopes(await response.clone().json(), self.location.origin);
  } catch {
    // Not JSON: keep what was known.
  }
}
const remotesFile = new URL('/remotes.json', self.location.origin).href;
// A worker started afresh (offline, say) knows the scopes from the last remotes.json kept.
void caches
  .open(REMOTES_CACHE)
  .then((cache) => cache.match(remotesFile))
  .then(learnScopes);

const remotes = new NetworkFirst({ cacheName: REMOTES_CACHE });
registerRoute(
  ({ url }) => url.origin === self.location.origin && LIVE_FILES.includes(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    const response = await remotes.handle(options);
    if (new URL(options.request.url).href.split('?')[0] === remotesFile) await learnScopes(response);
    return response;
  },
);
const remoteFiles = new NetworkFirst({
  cacheName: REMOTE_FILES_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: REMOTE_FILES_KEPT, maxAgeSeconds: REMOTE_FILES_MAX_AGE, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => isRemoteRequest(url.href, scopes), remoteFiles);

// Workers before the size limit kept the remotes' files beside remotes.json and config.json.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(REMOTES_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (!LIVE_FILES.includes(new URL(request.url).pathname)) await cache.delete(request);
      }
    }),
  );
});

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== SUBMISSIONS_SYNC_TAG) return;
  sync.waitUntil(
    sendSavedSubmissions(savedSubmissionsIn(Promise.resolve(idbKeyval)), (input, init) => fetch(input, init)).then(async (sent) => {
      if (sent === 0) return;
      for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(SUBMISSIONS_SENT_MESSAGE);
    }),
  );
});

// Registered last: a page is never answered from the precache while the network can answer.
precacheAndRoute(self.__WB_MANIFEST);
