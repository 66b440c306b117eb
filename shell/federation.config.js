// The host's federation settings. Remotes are not listed here: their addresses come from
// public/remotes.json at run time, so composing a release needs no rebuild.
module.exports = {
  name: 'shell',
  remotes: {},
  // An offline remote must not block the shell or the others (MF docs for optional remotes).
  shareStrategy: 'loaded-first',
};
