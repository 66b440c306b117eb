// The shared jsdom environment with the process time zone pinned to the project's
// `testEnvironmentOptions.timeZone`. It runs in the worker's own context, where `process.env`
// is the real one (a test file's `process.env` is a copy), before the test's modules load.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

module.exports = class ZonedEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    process.env.TZ = config.projectConfig.testEnvironmentOptions.timeZone;
  }
};
