const path = require('node:path');
const { createAppConfig } = require('@academy/shared/build/webpack');
const federation = require('./federation.config');

const browser = createAppConfig({ dir: __dirname, port: 3000, title: 'GFI Academy — Online Chess, Coding, Abacus & Math Classes', federation });

/**
 * The production build also compiles the shell for Node (no federation: remote sections render
 * as their reserved frames) and, once the browser build is written, prerenders every route
 * into dist/ (scripts/prerender.mjs).
 */
function prerenderConfig(browserConfig) {
  return {
    name: 'prerender',
    dependencies: [browserConfig.name],
    mode: 'production',
    target: 'node',
    context: __dirname,
    entry: './src/prerender/renderPage.tsx',
    devtool: false,
    output: {
      path: path.join(__dirname, 'node_modules/.cache/prerender'),
      filename: 'renderPage.js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: browserConfig.output.assetModuleFilename,
      clean: true,
    },
    resolve: browserConfig.resolve,
    module: {
      rules: browserConfig.module.rules.map((rule) =>
        rule.type === 'asset/resource' ? { ...rule, generator: { emit: false } } : rule,
      ),
    },
    optimization: { minimize: false },
    cache: { ...browserConfig.cache, name: 'prerender' },
    performance: { hints: false },
    plugins: [
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tapPromise('Prerender', async (compilation) => {
            const { prerender } = await import('./scripts/prerender.mjs');
            const bundle = path.join(compilation.outputOptions.path, 'renderPage.js');
            delete require.cache[bundle];
            await prerender({ dist: browserConfig.output.path, bundle });
          });
        },
      },
    ],
  };
}

module.exports = (env, argv) => {
  const config = { name: 'browser', ...browser(env, argv) };
  return argv.mode === 'development' ? config : [config, prerenderConfig(config)];
};
