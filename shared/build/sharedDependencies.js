// The shared singletons: one React, router, styled-components and @academy/shared per page.
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'styled-components'];
const SUBPATHS = { 'react/jsx-runtime': 'react', 'react-dom/client': 'react-dom' };
// The router is shared trimmed to what the apps use. Every app must trim it the same way (a remote
// asks the runtime for the trimmed copy), and the list names every export any app or
// @academy/shared imports: a remote using an export the host dropped would crash.
const ROUTER_EXPORTS = [
  'BrowserRouter', 'Link', 'MemoryRouter', 'NavLink', 'Outlet', 'Route', 'Routes', 'StaticRouter',
  'createRoutesFromChildren', 'matchRoutes', 'useLocation', 'useParams',
];
const TREE_SHAKEN = { 'react-router-dom': { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS } };

function sharedDependencies(appDir) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const sharedVersion = require('../package.json').version;
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: dependencies[name] };
    if (TREE_SHAKEN[name]) shared[name].treeShaking = TREE_SHAKEN[name];
  }
  for (const [name, owner] of Object.entries(SUBPATHS)) shared[name] = { singleton: true, requiredVersion: dependencies[owner] };
  shared['@academy/shared'] = { singleton: true, requiredVersion: sharedVersion };
  // The form schemas (and zod) are a shared module of their own, loaded by the forms that use them.
  shared['@academy/shared/rules'] = { singleton: true, requiredVersion: sharedVersion };
  return shared;
}

module.exports = { sharedDependencies, SINGLETONS, ROUTER_EXPORTS };
