import React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as StyledComponents from 'styled-components';
import * as AcademyShared from '@academy/shared';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createRoutesFromChildren,
  matchRoutes,
  useLocation,
  useParams,
} from 'react-router-dom';
import type { EagerSharedModule, LazySharedModule, RouterExport } from '@academy/contracts/shared-modules';

// The shell's own copies of the shared singletons (the one list: contracts/src/site/sharedModules.ts),
// handed to the federation runtime when the first remote loads: one React, router,
// styled-components and @academy/shared per page, and the page never ships the federation's
// share-scope wrappers around them. The maps below are typed from that list, so a module added
// there does not compile here until the shell provides it.

/** Versions and required ranges, written in by the build (tooling/build/runtimeHost.js). */
declare const __HOST_SHARED__: Record<string, { version: string; requiredVersion: string }>;

/**
 * The router as it is shared: only the exports the apps use (named imports, so the rest stays
 * tree-shaken out of the shell).
 */
export const sharedRouter = {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createRoutesFromChildren,
  matchRoutes,
  useLocation,
  useParams,
} satisfies Record<RouterExport, unknown>;

const LIBS: Record<EagerSharedModule, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-router-dom': sharedRouter,
  'styled-components': StyledComponents,
  '@academy/shared': AcademyShared,
};

/** Singletons the first paint does not need: fetched only when a remote asks for them. */
const LAZY_LIBS: Record<LazySharedModule, () => Promise<unknown>> = {
  '@academy/shared/rules': () => import('@academy/shared/rules'),
  '@academy/shared/submissions': () => import('@academy/shared/submissions'),
};

/** The `shared` option of createInstance: every singleton the shell has, as a singleton. */
interface SharedEntry {
  version: string;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
  shareConfig: { singleton: true; requiredVersion: string };
}
export function hostShared(versions = __HOST_SHARED__): Record<string, SharedEntry> {
  const shared = (name: string, source: { lib: () => unknown } | { get: () => Promise<() => unknown> }): [string, SharedEntry] => {
    const known = versions[name];
    if (!known) throw new Error(`The build gave no version for the shared module ${name}.`);
    return [name, { version: known.version, ...source, shareConfig: { singleton: true, requiredVersion: known.requiredVersion } }];
  };
  return Object.fromEntries([
    ...Object.entries(LIBS).map(([name, lib]) => shared(name, { lib: () => lib })),
    ...Object.entries(LAZY_LIBS).map(([name, load]) => shared(name, { get: () => load().then((lib) => () => lib) })),
  ]);
}
