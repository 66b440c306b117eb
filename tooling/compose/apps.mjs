// The apps of the site manifest (contracts/src/site/site.ts) for the Node scripts (start, release,
// the contract check, the benchmark): their folders and ports and, for the remotes, the
// federation name the shell loads them by, and where a composed remote's build files lie
// (remoteBuilds.js, which the shell's prerender reads too).
import { createRequire } from 'node:module';
import { API_PORT, APPS, ENTRY_FILE, MANIFEST_FILE, remoteApps, versionOfEntry } from '@academy/contracts/site';

const { buildFileOf } = createRequire(import.meta.url)('./remoteBuilds.js');

export { API_PORT, APPS, ENTRY_FILE, MANIFEST_FILE, versionOfEntry };
export const REMOTES = remoteApps();
/** The public site: the host and its remotes, without apps of their own such as the staff office. */
export const PUBLIC_APPS = APPS.filter((app) => app.role !== 'app');

export { buildFileOf };
