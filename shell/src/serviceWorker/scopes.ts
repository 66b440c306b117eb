// What the service worker (worker.ts) decides from a URL alone, kept apart so it can be tested
// without a worker.

/** The offline screen the production build writes beside index.html (tooling/compose/prerender.mjs). */
export const OFFLINE_PAGE = '/offline.html';

/** The deployment files read at every start: always asked of the network first. */
export const LIVE_FILES = ['/remotes.json', '/config.json'];

/**
 * Where the composed remotes are served, from remotes.json ({ name: entry URL }): the origin of
 * a remote on another host, or the entry's folder for one served from the site's own origin
 * (whose other files are the shell's). Anything else in the file is ignored.
 */
export function remoteScopes(remotes: unknown, siteOrigin: string): string[] {
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) return [];
  const scopes = new Set<string>();
  for (const entry of Object.values(remotes as Record<string, unknown>)) {
    if (typeof entry !== 'string') continue;
    let folder: URL;
    try {
      folder = new URL('.', new URL(entry, siteOrigin));
    } catch {
      continue;
    }
    if (folder.protocol !== 'http:' && folder.protocol !== 'https:') continue;
    scopes.add(folder.origin === siteOrigin ? folder.href : `${folder.origin}/`);
  }
  return [...scopes];
}

/** Whether a request belongs to a composed remote: its entry, manifest, chunks and assets. */
export function isRemoteRequest(url: string, scopes: readonly string[]): boolean {
  return scopes.some((scope) => url.startsWith(scope));
}

/** The precache key of a page: its path without a trailing slash ('/' for Home). */
export function pageKey(url: URL): string {
  return url.pathname.replace(/\/+$/, '') || '/';
}
