// The modules every page shares as singletons (one React, router, styled-components and
// @academy/shared per page, the host's), defined once: the remotes' federation plugin
// (tooling/build/sharedDependencies.js), the host's build (tooling/build/runtimeHost.js) and the
// shell's runtime (shell/src/federation/sharedModules.ts, typed from this list) all read it.
// Plain data with no imports, so Node 22 loads it as it is.

export interface SharedModule {
  /** A subpath shares its package's version and range ('react/jsx-runtime' → 'react'). */
  versionOf?: string;
  /** A workspace package, required at the shared package's own version. */
  workspace?: true;
  /** Fetched only when a remote asks for it, not with the first paint. */
  lazy?: true;
  /**
   * Shared trimmed to these exports. Every app trims it the same way (a remote asks the runtime
   * for the trimmed copy), and the list names every export any app or @academy/shared imports:
   * a remote using an export the host dropped would crash.
   */
  exports?: readonly string[];
}

export const SHARED_MODULES = {
  react: {},
  'react/jsx-runtime': { versionOf: 'react' },
  'react-dom': {},
  'react-dom/client': { versionOf: 'react-dom' },
  'react-router-dom': {
    exports: [
      'BrowserRouter',
      'Link',
      'MemoryRouter',
      'NavLink',
      'Outlet',
      'Route',
      'Routes',
      'StaticRouter',
      'createRoutesFromChildren',
      'matchRoutes',
      'useLocation',
      'useParams',
    ],
  },
  'styled-components': {},
  '@academy/shared': { workspace: true },
  // The form schemas (and zod): a shared module of their own, loaded by the forms that use them.
  '@academy/shared/rules': { workspace: true, lazy: true },
  // The forms' writes: retries with one key, submissions saved on the device (with idb-keyval),
  // loaded by the forms that send them, and by the shell once the page has loaded.
  '@academy/shared/submissions': { workspace: true, lazy: true },
} as const satisfies Record<string, SharedModule>;

export type SharedModuleName = keyof typeof SHARED_MODULES;
export type LazySharedModule = { [K in SharedModuleName]: (typeof SHARED_MODULES)[K] extends { lazy: true } ? K : never }[SharedModuleName];
export type EagerSharedModule = Exclude<SharedModuleName, LazySharedModule>;
export type RouterExport = (typeof SHARED_MODULES)['react-router-dom']['exports'][number];
