const webpack = require('webpack');
const { createAppConfig } = require('@academy/tooling/webpack');
const { withPrerender } = require('@academy/tooling/prerender');

module.exports = withPrerender(
  createAppConfig({
    dir: __dirname,
    title: 'Chess — GFI Academy (standalone)',
    // moment would otherwise bundle every locale it can load; the schedule needs none. The time-zone
    // data is kept to Asia/Kolkata by importing moment-timezone's core (see istMoment.ts).
    plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ })],
  }),
);
