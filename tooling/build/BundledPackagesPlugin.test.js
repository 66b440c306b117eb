/** @jest-environment node */
const path = require('node:path');
const { federationProblems, packageOf } = require('./BundledPackagesPlugin');

test('a bundled file is attributed to the innermost package folder', () => {
  const root = path.join(path.sep, 'repo');
  expect(
    packageOf(
      path.join(
        root,
        'node_modules',
        '@module-federation',
        'retry-plugin',
        'node_modules',
        '@module-federation',
        'sdk',
        'dist',
        'index.js',
      ),
    ),
  ).toEqual({
    name: '@module-federation/sdk',
    dir: path.join(root, 'node_modules', '@module-federation', 'retry-plugin', 'node_modules', '@module-federation', 'sdk'),
  });
  expect(packageOf(path.join(root, 'shared', 'node_modules', 'axios', 'index.js'))).toEqual({
    name: 'axios',
    dir: path.join(root, 'shared', 'node_modules', 'axios'),
  });
  expect(packageOf(path.join(root, 'shell', 'src', 'index.ts'))).toBeNull();
});

test('one sdk passes; the retry plugin of 0.17.1 beside the 2.9 runtime is named', () => {
  const one = {
    '@module-federation/sdk': ['2.9.2 node_modules/@module-federation/sdk'],
    '@module-federation/runtime': ['2.9.2 node_modules/@module-federation/runtime'],
  };
  expect(federationProblems(one)).toEqual([]);
  const two = {
    ...one,
    '@module-federation/sdk': [
      '0.17.1 node_modules/@module-federation/retry-plugin/node_modules/@module-federation/sdk',
      '2.9.2 node_modules/@module-federation/sdk',
    ],
  };
  expect(federationProblems(two)).toEqual([
    "The shell's bundle holds 2 copies of @module-federation/sdk (0.17.1 node_modules/@module-federation/retry-plugin/node_modules/@module-federation/sdk; 2.9.2 node_modules/@module-federation/sdk); every @module-federation package must be on one version.",
  ]);
  expect(federationProblems({})).toHaveLength(1);
});
