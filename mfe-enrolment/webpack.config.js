const { createAppConfig } = require('@academy/shared/build/webpack');
const { withPrerender } = require('@academy/shared/build/prerender');
const federation = require('./federation.config');

module.exports = withPrerender(createAppConfig({ dir: __dirname, port: 3002, title: 'Enrolment — GFI Academy (standalone)', federation }));
