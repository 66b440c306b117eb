// The webpack configuration every app builds with; each app passes its federation settings
// (kept in its own federation.config.js) and port.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./sharedDependencies');

/**
 * @param {{ dir: string, port: number, title: string, federation: object }} app
 */
function createAppConfig({ dir, port, title, federation }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // MF cannot hash the entry names; chunks carry the hash (TOOLCHAIN.md).
        filename: '[name].js',
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
        new ModuleFederationPlugin({
          dts: false,
          shared: sharedDependencies(dir),
          ...federation,
        }),
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title }),
        new CopyWebpackPlugin({
          patterns: [
            // The local deployment's config.json unless the app ships its own in public/.
            { from: path.join(__dirname, 'config.json'), to: 'config.json' },
            { from: 'public', noErrorOnMissing: true, force: true },
          ],
        }),
      ],
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'), buildDependencies: { config: [__filename] } },
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
