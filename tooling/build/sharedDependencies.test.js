/** @jest-environment node */
// The federation plugin finds no version of a workspace package in node_modules' metadata and
// printed "No version specified" for @academy/shared in every build: the shared config names it.
const path = require('node:path');
const { sharedDependencies } = require('./sharedDependencies');

test('the shared package carries its own version, and every singleton a required range', () => {
  const shared = sharedDependencies(path.join(__dirname, '..', '..', 'mfe-media'));
  expect(shared['@academy/shared']).toMatchObject({ singleton: true, version: require('@academy/shared/package.json').version });
  for (const [name, config] of Object.entries(shared))
    expect({ name, requiredVersion: typeof config.requiredVersion }).toEqual({ name, requiredVersion: 'string' });
});
