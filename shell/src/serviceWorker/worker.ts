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
//   offline use: a release or rollback composed with `npm run release` is served as today.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NetworkFirst } from 'workbox-strategies';
import { LIVE_FILES, OFFLINE_PAGE, isRemoteRequest, pageKey, remoteScopes } from './scopes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const PAGES_CACHE = 'academy-pages';
const REMOTES_CACHE = 'academy-remotes';
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
registerRoute(({ url }) => isRemoteRequest(url.href, scopes), remotes);

// Registered last: a page is never answered from the precache while the network can answer.
precacheAndRoute(self.__WB_MANIFEST);
