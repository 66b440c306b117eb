// The static apps, their ports and, for the remotes, the federation name the shell loads them by.
// The staff office (`office: true`) is served beside them but is no part of the public site.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  { name: '@academy/shell', dir: 'shell', port: 3000 },
  { name: '@academy/mfe-courses', dir: 'mfe-courses', port: 3001, remote: 'courses' },
  { name: '@academy/mfe-enrolment', dir: 'mfe-enrolment', port: 3002, remote: 'enrolment' },
  { name: '@academy/mfe-chess', dir: 'mfe-chess', port: 3003, remote: 'chess' },
  { name: '@academy/mfe-careers', dir: 'mfe-careers', port: 3004, remote: 'careers' },
  { name: '@academy/mfe-media', dir: 'mfe-media', port: 3005, remote: 'media' },
  { name: '@academy/office', dir: 'office', port: 3006, office: true },
];
export const REMOTES = APPS.filter((app) => app.remote);
/** The public site: the shell and its remotes, without the staff office. */
export const PUBLIC_APPS = APPS.filter((app) => !app.office);
export const API_PORT = 4000;

/** A remote's build folder inside its dist/: dist/<version>/ holds remoteEntry.js and mf-manifest.json. */
export const ENTRY_FILE = 'remoteEntry.js';
export const MANIFEST_FILE = 'mf-manifest.json';

/** The version folder of a composed entry URL (…/<version>/remoteEntry.js), or null. */
export function versionOfEntry(entry) {
  const segments = new URL(entry).pathname.split('/');
  return segments.length >= 3 && segments.at(-1) === ENTRY_FILE ? segments.at(-2) || null : null;
}

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
