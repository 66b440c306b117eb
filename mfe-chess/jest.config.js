// Three projects: the suite as a browser in UTC would run it, and the local-time suites as
// browsers in UTC−8 (Los Angeles, winter) and UTC+9 (Tokyo). A file's suffix picks its zone.
const project = (displayName, timeZone, extra) => ({
  displayName,
  preset: '@academy/shared',
  testEnvironment: '<rootDir>/jest/zonedEnvironment.js',
  testEnvironmentOptions: { timeZone },
  ...extra,
});

module.exports = {
  projects: [
    project('UTC', 'UTC', { testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.tz-[a-z-]+\\.test\\.tsx?$'] }),
    project('UTC−8 (Los Angeles)', 'America/Los_Angeles', { testMatch: ['<rootDir>/src/**/*.tz-los-angeles.test.ts?(x)'] }),
    project('UTC+9 (Tokyo)', 'Asia/Tokyo', { testMatch: ['<rootDir>/src/**/*.tz-tokyo.test.ts?(x)'] }),
  ],
};
