// The shared singletons: one React, router, styled-components and @academy/shared per page.
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components'];
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };

function sharedDependencies(appDir) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const sharedVersion = require('../package.json').version;
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: dependencies[name] };
  for (const [name, owner] of Object.entries(SUBPATHS)) shared[name] = { singleton: true, requiredVersion: dependencies[owner] };
  shared['@academy/shared'] = { singleton: true, requiredVersion: sharedVersion };
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS };
