// The webpack configuration every app builds with. An app's port and federation settings (the
// host, a remote with its exposes, or an app outside the federation) come from its entry in the
// site manifest (contracts/src/site/site.ts), found by the app's folder.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./sharedDependencies');
const { PrecompressPlugin } = require('./PrecompressPlugin');
const { BundledPackagesPlugin } = require('./BundledPackagesPlugin');
const { RuntimeHostPlugin } = require('./runtimeHost');
const { RUNTIME_FILE } = require('./federationRuntime');
const { assertNoSampleConfig } = require('./sampleConfig');
const { assertLegalIdentity } = require('./legalIdentity');
const { APPS, ENTRY_FILE } = require('@academy/contracts/site');
/** The local deployment's config.json (its sample details), which every build ships unless the app has its own. */
const LOCAL_CONFIG = require.resolve('@academy/contracts/local-config');
/** The brand typeface's one file: the page's <style> declares it and preloads it (see index.html). */
const BRAND_FONT = 'nunito-latin-wght-normal.woff2';

/**
 * Entry scripts carry a content hash in production (chunks always do). The federation runtime
 * asks for the entry's file name while generating code, before any content hash exists, to find
 * the output folder; it is given the unhashed name, which lies in the same folder
 * (a plain '[name].[contenthash:8].js' fails there with "Path variable not implemented").
 * remoteEntry.js keeps its fixed name: the federation plugin names it.
 */
function hashedEntryFilename(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

// --- Output layout (independent delivery) ---------------------------------------------------
/**
 * Where a build writes. The shell (and any development server) writes dist/. A remote (an app with exposes) writes its
 * bundle to dist/<version>/ — the version from MF_BUILD_VERSION or its package.json, which the
 * federation plugin also writes to mf-manifest.json as metaData.buildInfo.buildVersion — so
 * versions sit side by side and a release can point at any of them. The remote's standalone
 * page and config.json stay at the dist/ root (`rootPrefix` is the way there from the bundle),
 * loading the bundle of the version built last.
 */
function outputLayout(dir, federation, production) {
  if (!federation.exposes || !production) return { path: path.join(dir, 'dist'), rootPrefix: '', htmlPublicPath: 'auto' };
  const version = process.env.MF_BUILD_VERSION || require(path.join(dir, 'package.json')).version;
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version)) throw new Error(`Build version "${version}" cannot name a folder.`);
  return { path: path.join(dir, 'dist', version), rootPrefix: '../', htmlPublicPath: `${version}/` };
}
// ------------------------------------------------------------------------------------------

/**
 * The federation settings of a manifest entry: ModuleFederationPlugin options for a remote,
 * `{ name, runtimeHost: true }` for the host, which loads the federation runtime only when it
 * needs a remote (runtimeHost.js), `{ name, none: true }` for an app outside the federation.
 */
function federationOf(app) {
  if (app.role === 'host') return { name: app.dir, runtimeHost: true };
  if (app.role !== 'remote') return { name: app.dir, none: true };
  const exposes = Object.fromEntries(Object.entries(app.exposes).map(([name, source]) => [`./${name}`, source]));
  return { name: app.remote, filename: ENTRY_FILE, manifest: true, exposes };
}

/** The manifest entry of the app in `dir`. */
function appIn(dir) {
  const app = APPS.find((candidate) => candidate.dir === path.basename(dir));
  if (!app) throw new Error(`${dir} is not an app of the site manifest (contracts/src/site/site.ts).`);
  return app;
}

/**
 * @param {{ dir: string, title: string, port?: number, federation?: object, plugins?: object[] }} options
 *   `port` and `federation` default to the app's manifest entry (a test builds an app outside it).
 *   `plugins`: extra webpack plugins of this app only (none by default).
 *   `appManifest`: the web app manifest's file, linked from the page's head with the
 *   apple-touch-icon (`icons/icon-192.png` beside it), for an app that writes one (the shell).
 *   `page`: the HTML file the build writes (index.html); the shell's production build writes
 *   app.html, the plain page its prerender makes every route's page from.
 */
/**
 * Build progress as plain lines, one per tenth of the way (`npm start` asks for them with
 * BUILD_PROGRESS=lines, so a piped or CI log shows each app moving, not silence until the end).
 * @param {string} app
 */
function progressLines(app) {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      let shown = -1;
      new compiler.webpack.ProgressPlugin((fraction, message) => {
        const tenth = Math.floor(fraction * 10);
        if (tenth <= shown) return;
        shown = tenth;
        console.log(`${app}: ${tenth * 10}% ${message}`.trimEnd());
      }).apply(compiler);
    },
  };
}

function createAppConfig({
  dir,
  title,
  port = appIn(dir).port,
  federation = federationOf(appIn(dir)),
  plugins = [],
  appManifest = null,
  page = 'index.html',
}) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A production build for a deployment never carries the local sample details (sampleConfig.js).
    if (production) {
      const shipped = fs.existsSync(path.join(dir, 'public', 'config.json')) ? path.join(dir, 'public', 'config.json') : LOCAL_CONFIG;
      const where = path.relative(process.cwd(), shipped) || shipped;
      assertNoSampleConfig(JSON.parse(fs.readFileSync(shipped, 'utf8')), where);
      assertLegalIdentity(JSON.parse(fs.readFileSync(shipped, 'utf8')), where);
    }
    const layout = outputLayout(dir, federation, production);
    // A remote's production bundle uses its host's federation runtime (federationRuntime.js).
    const externalRuntime = production && Boolean(federation.exposes);
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      // Production maps are hidden (no sourceMappingURL) and the static server (serve/serve.js) does not publish them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: layout.path,
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: 'auto',
        uniqueName: federation.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            // Type-checking runs separately (`npm run lint`); the build only transpiles.
            use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          // Stylesheets are read as text and injected through styled-components (see shell SwiperStyles).
          { test: /\.css$/, type: 'asset/source' },
          { test: /\.(png|jpe?g|gif|webp|svg)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        ...(federation.none
          ? []
          : [
              federation.runtimeHost
                ? new RuntimeHostPlugin({ dir, name: federation.name })
                : new ModuleFederationPlugin({
                    dts: false,
                    shared: sharedDependencies(dir),
                    // Remotes are addressed by remoteEntry.js, never by manifest, and only browsers run
                    // these builds: the runtime leaves out its snapshot (manifest) plugin and its Node code.
                    experiments: { optimization: { disableSnapshot: true, target: 'web' }, externalRuntime },
                    ...federation,
                  }),
            ]),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          filename: `${layout.rootPrefix}${page}`,
          publicPath: layout.htmlPublicPath,
          federationRuntime: externalRuntime ? `${layout.htmlPublicPath}${RUNTIME_FILE}` : null,
          appManifest,
        }),
        new CopyWebpackPlugin({
          patterns: [
            // The local deployment's config.json unless the app ships its own in public/.
            { from: LOCAL_CONFIG, to: `${layout.rootPrefix}config.json` },
            { from: path.join(__dirname, 'favicon.svg'), to: `${layout.rootPrefix}favicon.svg` },
            // The brand typeface (Nunito, OFL-1.1), latin subset, one variable file for every weight.
            {
              from: require.resolve('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'),
              to: `${layout.rootPrefix}fonts/${BRAND_FONT}`,
            },
            { from: 'public', to: layout.rootPrefix || undefined, noErrorOnMissing: true, force: true },
          ],
        }),
        ...plugins,
        ...(production ? [new PrecompressPlugin(), new BundledPackagesPlugin({ dir })] : []),
        ...(process.env.BUILD_PROGRESS === 'lines' ? [progressLines(path.basename(dir))] : []),
      ],
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename] },
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: [{ directory: path.join(dir, 'public') }, { directory: __dirname, publicPath: '/', watch: false }],
      },
    };
  };
}

module.exports = { createAppConfig };
