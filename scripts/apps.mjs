// The apps of the site manifest (shared/src/site/site.ts) for the Node scripts (start, release,
// the contract check, the benchmark): their folders and ports and, for the remotes, the
// federation name the shell loads them by, and where a composed remote's build files lie.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, APPS, ENTRY_FILE, MANIFEST_FILE, remoteApps, versionOfEntry } from '../shared/src/site/site.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export { API_PORT, APPS, ENTRY_FILE, MANIFEST_FILE, versionOfEntry };
export const REMOTES = remoteApps();
/** The public site: the host and its remotes, without apps of their own such as the staff office. */
export const PUBLIC_APPS = APPS.filter((app) => app.role !== 'app');

/**
 * Where a file of a composed remote's build lies (mf-manifest.json, prerender.json): in that
 * remote's local dist/<version>/ when the entry is the remote's local server, otherwise beside
 * the entry URL. `{ file }` or `{ url }`.
 */
export function buildFileOf(remote, entry, name) {
  const app = REMOTES.find((candidate) => candidate.remote === remote);
  const version = versionOfEntry(entry);
  if (app && version && new URL(entry).origin === `http://localhost:${app.port}`) return { file: path.join(root, app.dir, 'dist', version, name) };
  return { url: new URL(name, entry).href };
}
