// The shell is a runtime-only host (shared/build/runtimeHost.js): no federation plugin in its
// build; remotes are registered at run time from public/remotes.json, so composing a release
// needs no rebuild.
module.exports = {
  name: 'shell',
  runtimeHost: true,
};
