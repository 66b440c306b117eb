const { createAppConfig } = require('@academy/tooling/webpack');

// The office is an app of its own, outside the federation: no remote loads it, and the shell
// neither routes, links nor prerenders it.
module.exports = createAppConfig({ dir: __dirname, title: 'Office — GFI Academy' });
