const webpack = require('webpack');
const { createAppConfig } = require('@academy/tooling/webpack');
const { withPrerender } = require('@academy/tooling/prerender');

module.exports = withPrerender(
  createAppConfig({
    dir: __dirname,
    title: 'Chess — GFI Academy (standalone)',
    // moment would otherwise bundle every locale it can load; the time converter needs none. Its
    // time-zone data is kept to the served zones by importing moment-timezone's core (zonedMoment.ts).
    plugins: [new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ })],
  }),
);
