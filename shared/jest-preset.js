// One jest preset for every package: jsdom with Node's fetch/streams (for MSW),
// TypeScript and JSX through SWC, Swiper's ESM transformed, CSS imports (Swiper's included) mocked.
const path = require('node:path');

module.exports = {
  testEnvironment: require.resolve('jest-fixed-jsdom'),
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(swiper|ssr-window|dom7|rettime|until-async|@open-draft|@mswjs|msw|outvariant|strict-event-emitter|headers-polyfill|is-node-process|tough-cookie|tldts|tldts-core|path-to-regexp)/)',
  ],
  moduleNameMapper: {
    '\\.(css|less|scss)$': path.join(__dirname, 'jest', 'styleMock.js'),
    // Swiper's stylesheets, imported by bare subpaths ('swiper/css').
    '^swiper/css(/.*)?$': path.join(__dirname, 'jest', 'styleMock.js'),
    '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'jest', 'fileMock.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest', 'setup.ts')],
  // Room for the waits above on a busy machine (jest's default is 5 s per test).
  testTimeout: 20_000,
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
