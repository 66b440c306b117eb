// A remote's remoteEntry.js carries no federation runtime of its own (the federation plugin's
// `experiments.externalRuntime`): the shell hands its runtime to every remote it loads
// (shell/src/federation/remotes.ts), so a page pays for the runtime once, not once per remote.
// A remote's standalone page has no host, so its build also writes federation-runtime.js, which
// sets the runtime where the remote's bundle looks for it; the standalone page loads it first.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { PrecompressPlugin } = require('./PrecompressPlugin');

const RUNTIME_FILE = 'federation-runtime.js';

/**
 * The runtime every remote uses is built where no federation plugin sets these (the shell, and
 * federation-runtime.js): what the remotes' `experiments.optimization` ({ disableSnapshot,
 * target: 'web' }) sets in theirs. The browser's script loading only, and no manifest snapshots
 * (remotes.json names each remote's entry).
 */
const WEB_RUNTIME_DEFINES = { ENV_TARGET: JSON.stringify('web'), FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true };

/** The small compilation writing federation-runtime.js beside the remote's bundle, after it. */
function federationRuntimeCompilation(browser) {
  return {
    name: 'federation-runtime',
    dependencies: [browser.name],
    mode: browser.mode,
    target: 'web',
    context: browser.context,
    entry: path.join(__dirname, 'federationRuntimeGlobal.js'),
    devtool: false,
    output: { path: browser.output.path, filename: RUNTIME_FILE, clean: false },
    cache: { ...browser.cache, name: 'federation-runtime' },
    performance: { hints: false },
    plugins: [new DefinePlugin(WEB_RUNTIME_DEFINES), new PrecompressPlugin()],
  };
}

module.exports = { federationRuntimeCompilation, RUNTIME_FILE, WEB_RUNTIME_DEFINES };
