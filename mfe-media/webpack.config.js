const { createAppConfig } = require('@academy/shared/build/webpack');
const { withPrerender } = require('@academy/shared/build/prerender');

module.exports = withPrerender(createAppConfig({ dir: __dirname, title: 'Media — GFI Academy (standalone)' }));
