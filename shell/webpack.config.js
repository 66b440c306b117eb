const { InjectManifest } = require('workbox-webpack-plugin');
const { createAppConfig } = require('@academy/shared/build/webpack');
const { nodeRenderCompilation } = require('@academy/shared/build/prerender');

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
  const { APP_ICONS, MANIFEST_FILE } = await import('./scripts/appManifest.mjs');
  const written = [...publicPaths(), '/offline.html', `/${MANIFEST_FILE}`, ...APP_ICONS.map((icon) => `/${icon.src}`)];
  const pages = written.map((url) => ({ url, revision }));
  return new InjectManifest({
    swSrc: './src/serviceWorker/worker.ts',
    swDest: 'sw.js',
    include: [/\.(js|woff2|svg|png|jpe?g|webp|avif)$/],
    exclude: [/\.map$/, /LICENSE/, /^sw\.js$/],
    additionalManifestEntries: pages,
    // Scripts carry their content hash in their names: no revision needed, none appended.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.[a-z0-9]+$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
}

/**
 * The production build also compiles the shell for Node and, once the browser build is written,
 * prerenders every route into dist/ (scripts/prerender.mjs), with the remotes' prerendered pages
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
  const config = { name: 'browser', ...browser(env, argv) };
  if (development) return config;
  const prerender = nodeRenderCompilation(config, {
    entry: './src/prerender/renderPage.tsx',
    filename: 'renderPage.js',
    publicPath: '/',
    async onEmit(bundle) {
      const { prerender: run } = await import('./scripts/prerender.mjs');
      await run({ dist: config.output.path, bundle });
    },
  });
  return [config, prerender];
};
