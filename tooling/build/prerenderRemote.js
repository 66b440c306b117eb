// A remote's production build also ships the code that renders the pages it exposes, for the
// shell's prerendered HTML: a second compilation of the remote's src/prerender.tsx for Node (no
// federation, the same module rules), one self-contained file beside its entry,
// dist/<version>/prerender.js. The compose step (the shell's prerender) runs it for the version it
// composes, with the deployment's config and the address that version is served from, which the
// remote's build cannot know. See docs/architecture.md, "Prerendered remote pages".
const { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const os = require('node:os');
const path = require('node:path');
const { optimize } = require('webpack');
const { federationRuntimeCompilation } = require('./federationRuntime');

/** The render bundle's file, beside the remote's entry. */
const RENDER_FILE = 'prerender.js';
/**
 * The shared package: on a page its modules are the host's (a shared singleton), and so are the
 * pictures they import (the catalogue's), served from the site's own folder.
 */
const SHARED_PACKAGE = path.dirname(require.resolve('@academy/shared/package.json'));

/**
 * A Node compilation of an app's render module beside its browser build (the same resolution and
 * module rules, no federation, assets not emitted twice), run once the browser build is written:
 * `onEmit(bundle)` gets the path of the built module. The shell's prerender and every remote's use
 * it. It goes to the app's build cache unless `outputPath` says where.
 */
function nodeRenderCompilation(browser, { entry, filename, publicPath, outputPath, onEmit }) {
  return {
    name: 'prerender',
    dependencies: [browser.name],
    mode: 'production',
    target: 'node',
    context: browser.context,
    entry,
    devtool: false,
    output: {
      path: outputPath ?? path.join(browser.context, 'node_modules/.cache/prerender'),
      filename,
      library: { type: 'commonjs2' },
      publicPath,
      assetModuleFilename: browser.output.assetModuleFilename,
      clean: !outputPath,
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

/**
 * The Node compilation of `entry`, a module exporting `renderPrerender(configJson, now)`, into one
 * file beside the remote's entry (prerenderEntry.mjs sets its assets' address when it runs). Once
 * written, it renders once with this build's config.json, so a page that cannot render fails the
 * remote's own build rather than a later release.
 */
function prerenderConfig(browser, { entry = './src/prerender.tsx' } = {}) {
  const config = nodeRenderCompilation(browser, {
    entry: path.join(__dirname, 'prerenderEntry.mjs'),
    filename: RENDER_FILE,
    publicPath: '',
    outputPath: browser.output.path,
    async onEmit(bundle) {
      // The deployment's config.json at the dist/ root above the version folder, beside the standalone page.
      const configJson = JSON.parse(readFileSync(path.join(browser.output.path, '..', 'config.json'), 'utf8'));
      await (await loadRenderBundle({ file: bundle })).renderPrerender(configJson, { assetBase: 'http://localhost/', now: new Date() });
    },
  });
  // The remote's own pictures are under the assets' address; the shared package's are
  // page-relative (the page's <base> is the site's root), as the live page has them.
  const rules = config.module.rules.flatMap((rule) =>
    rule.type === 'asset/resource'
      ? [
          { ...rule, exclude: SHARED_PACKAGE },
          { ...rule, include: SHARED_PACKAGE, generator: { ...rule.generator, publicPath: '' } },
        ]
      : [rule],
  );
  return {
    ...config,
    module: { ...config.module, rules },
    resolve: { ...config.resolve, alias: { ...config.resolve.alias, 'academy-remote-pages': path.resolve(browser.context, entry) } },
    // One file, fetched and run as it is by a compose step on another machine.
    plugins: [...config.plugins, new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * A freshly loaded render bundle (one load renders for one address; a copy of it is loaded, so
 * no module cache hands back an earlier load): `{ file }` from disk, `{ url }` over HTTP; null
 * when it is not there.
 */
/**
 * @param {{ file?: string, url?: string }} where
 * @param {typeof fetch} [fetchImpl]
 */
async function loadRenderBundle({ file, url }, fetchImpl = fetch) {
  let code;
  if (file) {
    if (!existsSync(file)) return null;
    code = readFileSync(file, 'utf8');
  } else {
    if (!url) return null;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
    if (!response?.ok) return null;
    code = await response.text();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-render-'));
  try {
    const copy = path.join(dir, RENDER_FILE);
    writeFileSync(copy, code);
    // Loaded outside this module's own requires: a webpack build running this (the shell's
    // prerender) would otherwise count the copy among its build dependencies, and fail to cache.
    const load = createRequire(copy);
    const bundle = load(copy);
    delete load.cache[copy];
    return bundle;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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

module.exports = { withPrerender, nodeRenderCompilation, loadRenderBundle, RENDER_FILE };
