const { createAppConfig } = require('@academy/shared/build/webpack');
const { nodeRenderCompilation } = require('@academy/shared/build/prerender');

const browser = createAppConfig({ dir: __dirname, title: 'GFI Academy — Online Chess, Coding, Abacus & Math Classes' });

/**
 * The production build also compiles the shell for Node and, once the browser build is written,
 * prerenders every route into dist/ (scripts/prerender.mjs), with the remotes' prerendered pages
 * where their builds are found.
 */
module.exports = (env, argv) => {
  const config = { name: 'browser', ...browser(env, argv) };
  if (argv.mode === 'development') return config;
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
