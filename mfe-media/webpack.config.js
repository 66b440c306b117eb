const { createAppConfig } = require('@academy/shared/build/webpack');
const federation = require('./federation.config');

module.exports = createAppConfig({ dir: __dirname, port: 3005, title: 'Media — GFI Academy (standalone)', federation });
