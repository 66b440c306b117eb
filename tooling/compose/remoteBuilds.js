// Where a file of a composed remote's build lies (mf-manifest.json, prerender.js): in that
// remote's local dist/<version>/ when the entry is the remote's local server (the site manifest
// gives its folder and port), otherwise beside the entry URL. For the shell's prerender and the
// release script.
const path = require('node:path');
const { remoteApps, versionOfEntry } = require('@academy/contracts/site');

/** The repository, whose app folders hold the local builds. */
const ROOT = path.resolve(__dirname, '../..');

/** `{ file }` or `{ url }` of `name` in the build `entry` (remote `remote`) composes. */
function buildFileOf(remote, entry, name) {
  const app = remoteApps().find((candidate) => candidate.remote === remote);
  const version = versionOfEntry(entry);
  if (app && version && new URL(entry).origin === `http://localhost:${app.port}`)
    return { file: path.join(ROOT, app.dir, 'dist', version, name) };
  return { url: new URL(name, entry).href };
}

module.exports = { buildFileOf };
