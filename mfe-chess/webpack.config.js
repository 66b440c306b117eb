const { createAppConfig } = require('@academy/shared/build/webpack');
const federation = require('./federation.config');

module.exports = createAppConfig({ dir: __dirname, port: 3003, title: 'Chess — GFI Academy (standalone)', federation });
