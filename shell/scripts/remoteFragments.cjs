// The remote pages for the shell's prerendered HTML: each composed remote's build writes
// prerender.json beside its entry ({ "<Module>": { "<route>": { html, styles } } }, see
// shared/build/prerenderRemote.js). CommonJS, so the prerender (ESM) and jest both load it.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { ASSET_BASE, MANIFEST_FILE } = require('@academy/shared/build/prerender');

/** The text of a build file: `{ file }` from disk, `{ url }` over HTTP; null when it is not there. */
async function readBuildFile({ file, url }, fetchImpl) {
  if (file) return existsSync(file) ? readFileSync(file, 'utf8') : null;
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  return response?.ok ? response.text() : null;
}

const ASSET_URL = new RegExp(`${ASSET_BASE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^"'\\s)\\\\]+)`, 'g');

/**
 * Every composed remote's prerender.json, by remote. `locate(remote, entry, name)` says where a
 * build file of an entry lies (scripts/apps.mjs buildFileOf). A remote without one is left out:
 * its frames keep the placeholder. Asset URLs point into the composed build's folder, or at the
 * site's own copy (`site`: its dist folder and public URL) when it has the same file: asset
 * names carry a content hash, and the monolith build bundles the remotes' images itself.
 */
async function readRemoteFragments(remotes, { locate, site, fetchImpl = fetch, warn = console.warn }) {
  const byRemote = {};
  for (const [remote, entry] of Object.entries(remotes)) {
    const where = locate(remote, entry, MANIFEST_FILE);
    const text = await readBuildFile(where, fetchImpl);
    try {
      if (text === null) throw new Error('not there');
      const ownBase = new URL('./', entry).href;
      const resolved = text.replace(ASSET_URL, (_, asset) => (site && existsSync(path.join(site.dir, asset)) ? site.url : ownBase) + asset);
      byRemote[remote] = JSON.parse(resolved);
    } catch (error) {
      // E.g. the remote is not built yet (the root build prerenders again once all apps are).
      warn(`No prerendered pages of ${remote} (${where.file ?? where.url}: ${error.message}); its routes keep the placeholder.`);
    }
  }
  return byRemote;
}

/** The fragments rendered for one route, by "<remote>/<module>" (what the shell's frames look up). */
function fragmentsFor(route, byRemote) {
  const fragments = {};
  for (const [remote, modules] of Object.entries(byRemote)) {
    for (const [module, routes] of Object.entries(modules)) {
      if (Object.hasOwn(routes, route)) fragments[`${remote}/${module}`] = routes[route];
    }
  }
  return fragments;
}

module.exports = { readRemoteFragments, fragmentsFor };
