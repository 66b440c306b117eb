// A remote's production build also renders the pages it exposes, for the shell's prerendered
// HTML: a second compilation of the remote's src/prerender.tsx for Node (no federation, the same
// module rules), run once the browser build is written, which writes dist/<version>/prerender.json
// ({ "<ExposedModule>": { "<route>": { "html", "styles" } } }). See docs/architecture.md.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { federationRuntimeCompilation } = require('./federationRuntime');

/**
 * Asset URLs in the fragments (images of the remote's bundle) start with this. A remote's address
 * is only known once a release composes it, so the shell's prerender puts the folder of the
 * composed entry (…/<version>/) in its place. It is absolute, as the browser build's are, so
 * URLs made from it (`new URL(image, siteUrl)`) keep it whole.
 */
const ASSET_BASE = 'https://remote-prerender-base.invalid/';
const MANIFEST_FILE = 'prerender.json';

/**
 * A Node compilation of an app's render module beside its browser build (the same resolution and
 * module rules, no federation, assets not emitted twice), run once the browser build is written:
 * `onEmit(bundle)` gets the path of the built module. The shell's prerender and every remote's use it.
 */
function nodeRenderCompilation(browser, { entry, filename, publicPath, onEmit }) {
  return {
    name: 'prerender',
    dependencies: [browser.name],
    mode: 'production',
    target: 'node',
    context: browser.context,
    entry,
    devtool: false,
    output: {
      path: path.join(browser.context, 'node_modules/.cache/prerender'),
      filename,
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: browser.output.assetModuleFilename,
      clean: true,
    },
    resolve: browser.resolve,
    module: {
      rules: browser.module.rules.map((rule) => (rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule)),
    },
    optimization: { minimize: false },
    cache: { ...browser.cache, name: 'prerender' },
    performance: { hints: false },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tapPromise('Prerender', async (compilation) => {
            const bundle = path.join(compilation.outputOptions.path, filename);
            delete require.cache[bundle];
            await onEmit(bundle);
          });
        },
      },
    ],
  };
}

/** The Node compilation of `entry`, a module exporting `renderPrerender(configJson): PrerenderManifest`. */
function prerenderConfig(browser, { entry = './src/prerender.tsx' } = {}) {
  return nodeRenderCompilation(browser, {
    entry,
    filename: 'prerender.js',
    publicPath: ASSET_BASE,
    async onEmit(bundle) {
      // Read when the build runs (a caller may move the output): the version folder, and the
      // deployment's config.json at the dist/ root above it, beside the standalone page.
      const dist = browser.output.path;
      const configJson = JSON.parse(readFileSync(path.join(dist, '..', 'config.json'), 'utf8'));
      const manifest = await require(bundle).renderPrerender(configJson);
      writeFileSync(path.join(dist, MANIFEST_FILE), JSON.stringify(manifest));
    },
  });
}

/**
 * A remote's webpack configuration (createAppConfig's), plus in production its prerender and the
 * federation runtime of its standalone page (federationRuntime.js).
 */
function withPrerender(appConfig, options) {
  return (env, argv) => {
    const browser = { name: 'browser', ...appConfig(env, argv) };
    return argv.mode === 'development' ? browser : [browser, prerenderConfig(browser, options), federationRuntimeCompilation(browser)];
  };
}

module.exports = { withPrerender, nodeRenderCompilation, ASSET_BASE, MANIFEST_FILE };
