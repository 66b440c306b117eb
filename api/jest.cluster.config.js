// `npm run test:cluster`: the cluster suite (cluster/), apart from the API's own suites because it
// starts its own PostgreSQL server, Redis and two API processes (see cluster/cluster.test.ts).
const { jest: base } = require('./package.json');

module.exports = {
  ...base,
  testPathIgnorePatterns: ['/node_modules/'],
  roots: ['<rootDir>/cluster'],
  testTimeout: 60_000,
};
