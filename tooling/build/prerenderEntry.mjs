// The entry of a remote's render bundle (dist/<version>/prerender.js, see prerenderRemote.js): it
// renders the remote's pages (the app's src/prerender.tsx) with its assets' addresses under
// `assetBase`, the folder its composed entry is served from, which only the compose step knows.
// The pages are imported once that address is set, since an asset module reads it when it is
// first evaluated: one load of the bundle renders for one address.

/** `{ "<ExposedModule>": { "<route>": { html, styles } } }` of the remote's prerendered pages. */
export async function renderPrerender(configJson, { assetBase, now }) {
  // webpack's own variable for the address its asset modules are served from.
  // eslint-disable-next-line no-undef
  __webpack_public_path__ = assetBase;
  const pages = await import(/* webpackMode: "eager" */ 'academy-remote-pages');
  return pages.renderPrerender(configJson, now);
}
