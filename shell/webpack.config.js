const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@academy/tooling/webpack');
const { nodeRenderCompilation } = require('@academy/tooling/prerender');

/**
 * The service worker (src/serviceWorker/worker.ts → dist/sw.js): Workbox precaches the build's
 * scripts, fonts and images, and every public page, the offline page and the web app manifest
 * with its icons, which the prerender writes after this build. A page's revision is this build's, so each build's worker fetches
 * them anew; a release changes pages without a build, and the worker asks the network for pages
 * first anyway. Compressed copies, source maps, licences and the deployment files
 * (config.json, remotes.json, read network-first) are not precached.
 */
async function serviceWorker() {
  const { publicPaths } = await import('./scripts/write-seo-files.mjs');
  const revision = Date.now().toString(36);
  const { APP_ICONS, MANIFEST_FILE } = await import('@academy/tooling/compose/app-manifest');
  const written = [...publicPaths(), '/offline.html', `/${MANIFEST_FILE}`, ...APP_ICONS.map((icon) => `/${icon.src}`)];
  const pages = written.map((url) => ({ url, revision }));
  return new InjectManifest({
    swSrc: './src/serviceWorker/worker.ts',
    swDest: 'sw.js',
    include: [/\.(js|woff2|svg|png|jpe?g|webp|avif)$/],
    // The photos' widths and formats (assets/<name>-<width>.<hash>.avif|webp) are not all
    // precached: a device needs one of the eight, the one its screen picks.
    exclude: [/\.map$/, /LICENSE/, /^sw\.js$/, /-\d+\.[0-9a-f]{8}\.(avif|webp)$/],
    additionalManifestEntries: pages,
    // Scripts carry their content hash in their names: no revision needed, none appended.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.[a-z0-9]+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
}

/**
 * The photo pipeline (photos/README.md): an image imported with `?responsive` goes through
 * scripts/photoLoader.cjs (AVIF and WebP at several widths, its size, a placeholder) instead of
 * being copied as one file. Added to the browser build's rules, which the prerender's Node build
 * reuses.
 */
function withPhotoPipeline(config) {
  const responsive = /responsive/;
  const rules = config.module.rules.map((rule) =>
    rule.type === 'asset/resource' ? { ...rule, resourceQuery: { not: [responsive] } } : rule,
  );
  rules.push({
    test: /\.(jpe?g|png|webp|avif|tiff?)$/i,
    resourceQuery: responsive,
    type: 'javascript/auto',
    use: path.join(__dirname, 'scripts/photoLoader.cjs'),
  });
  return { ...config, module: { ...config.module, rules } };
}

/**
 * The production build also compiles the shell for Node and, once the browser build is written,
 * prerenders every route into dist/ (@academy/tooling's compose step, tooling/compose/prerender.mjs), with the remotes' prerendered pages
 * where their builds are found.
 */
module.exports = async (env, argv) => {
  const development = argv.mode === 'development';
  const browser = createAppConfig({
    dir: __dirname,
    title: 'GFI Academy — Online Chess, Coding, Abacus & Math Classes',
    plugins: development ? [] : [await serviceWorker()],
    appManifest: development ? null : 'manifest.webmanifest',
    // The plain page; the prerender writes index.html and every route's page from it.
    page: development ? 'index.html' : 'app.html',
  });
  const config = withPhotoPipeline({ name: 'browser', ...browser(env, argv) });
  if (development) return config;
  const prerender = nodeRenderCompilation(config, {
    entry: './src/prerender/renderPage.tsx',
    filename: 'renderPage.js',
    publicPath: '/',
    async onEmit(bundle) {
      const { prerender: run } = await import('@academy/tooling/compose/prerender');
      await run({ dist: config.output.path, bundle });
    },
  });
  return [config, prerender];
};
