const { createAppConfig } = require('@academy/tooling/webpack');
const { withPrerender } = require('@academy/tooling/prerender');

module.exports = withPrerender(createAppConfig({ dir: __dirname, title: 'Enrolment — GFI Academy (standalone)' }));
