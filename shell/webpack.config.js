const { createAppConfig } = require('@academy/shared/build/webpack');
const federation = require('./federation.config');

module.exports = createAppConfig({ dir: __dirname, port: 3000, title: 'GFI Academy — Online Chess, Coding, Abacus & Math Classes', federation });
