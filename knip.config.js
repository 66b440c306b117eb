// knip's view of the project: what each workspace starts from, and which dependencies it may
// leave unimported. A remote's entries are its exposed modules, read from the site manifest, plus
// its prerender entry, so a module exposed there can never be reported as unused (nor an unused one
// hidden) because this file was not told of it.
import { APPS } from './contracts/src/site/site.ts';

/** The extra entries and dependencies of a remote beyond its exposes. */
const REMOTE_EXTRAS = {
  // The suites' time-zone environments; react-router-dom is a singleton the federation shares.
  'mfe-chess': { entry: ['jest/*.js'], ignoreDependencies: ['react-router-dom'] },
};

const remoteWorkspaces = Object.fromEntries(
  APPS.filter((app) => app.role === 'remote').map((app) => {
    const extras = REMOTE_EXTRAS[app.dir] ?? {};
    return [
      app.dir,
      {
        entry: [...Object.values(app.exposes).map((file) => file.replace(/^\.\//, '')), 'src/prerender.tsx', ...(extras.entry ?? [])],
        // Each remote's build config imports it through @academy/tooling.
        ignoreDependencies: ['@module-federation/enhanced', ...(extras.ignoreDependencies ?? [])],
      },
    ];
  }),
);

/** @type {import('knip').KnipConfig} */
export default {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs', 'scripts/monolith/webpack.config.js'],
      ignoreDependencies: ['jest-environment-jsdom'],
    },
    tooling: {
      entry: ['build/federationRuntimeGlobal.js', 'compose/release.mjs', 'compose/check-contracts.mjs', 'eslint/importBoundaries.mjs'],
      includeEntryExports: true,
      ignoreDependencies: ['academy-remote-pages'],
    },
    api: {
      entry: ['test/fixtures/*.mjs'],
    },
    shared: {
      entry: ['jest/*.{js,ts}'],
      includeEntryExports: true,
      ignore: ['jest/fileMock.js', 'jest/styleMock.js'],
    },
    shell: {
      entry: ['scripts/*.mjs', 'src/serviceWorker/worker.ts'],
    },
    e2e: {
      ignoreDependencies: ['axe-core'],
      entry: ['support/buildRemoteVersion.cjs'],
    },
    ...remoteWorkspaces,
  },
  ignoreBinaries: ['redis-server', 'nginx', 'java', 'su'],
};
