// The remote pages for the shell's prerendered HTML: each composed remote's build ships
// prerender.js beside its entry (tooling/build/prerenderRemote.js), which renders its pages
// ({ "<Module>": { "<route>": { html, styles } } }) for the deployment's config and the address its
// entry is served from. CommonJS, so the prerender (ESM) and jest both load it.
// The compose step runs the composed builds' code, as every visitor's browser does: compose only
// builds you serve.
const { RENDER_FILE, loadRenderBundle } = require('../build/prerenderRemote.js');

/**
 * Every composed remote's pages, by remote, rendered with `config` as they are on `now`.
 * `locate(remote, entry, name)` says where a build file of an entry lies (remoteBuilds.js
 * buildFileOf). Their pictures are those of the composed build, beside its entry, unless
 * `assetBase(remote, entry)` names another address (the monolith benchmark bundles every remote's
 * pictures itself). A remote whose pages cannot be rendered is left out: its frames keep the placeholder.
 * @param {Record<string, string>} remotes
 * @param {{ locate: (remote: string, entry: string, name: string) => { file?: string, url?: string },
 *   config: object, now?: Date, assetBase?: (remote: string, entry: string) => string | undefined,
 *   fetchImpl?: typeof fetch, warn?: (...args: unknown[]) => void }} options
 */
async function readRemoteFragments(
  remotes,
  { locate, config, now = new Date(), assetBase = () => undefined, fetchImpl = fetch, warn = console.warn },
) {
  const byRemote = {};
  for (const [remote, entry] of Object.entries(remotes)) {
    const where = locate(remote, entry, RENDER_FILE);
    try {
      const bundle = await loadRenderBundle(where, fetchImpl);
      if (bundle === null) throw new Error('not there');
      byRemote[remote] = await bundle.renderPrerender(config, { assetBase: assetBase(remote, entry) ?? new URL('./', entry).href, now });
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
