import { Suspense, createElement, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { PAGES } from '@academy/contracts/site';
import type { PageEntry, ShellPage } from '@academy/contracts/site';
import HomePage from '../pages/HomePage';

// The shell's own pages. Home comes with the app; every other page's code (and its text) is
// fetched when it is first shown, so `/` does not load it; the not-found page too. A prerendered page's code is fetched
// before the page is hydrated or rendered to HTML (preloadShellPage), so it renders in one pass,
// exactly as prerendered; moving to one in the browser shows it as soon as its code arrives.

export interface ShellPageComponent {
  (): ReactElement;
  /** Fetches the page's code; once it has arrived the page renders without suspending. */
  preload(): Promise<void>;
}

function onDemand(load: () => Promise<{ default: ComponentType }>): ShellPageComponent {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  const Page = () =>
    loaded ? (
      createElement(loaded)
    ) : (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  return Object.assign(Page, {
    preload: () =>
      load().then((module) => {
        loaded = module.default;
      }),
  });
}

const withTheApp = (page: ComponentType): ShellPageComponent =>
  Object.assign(() => createElement(page), { preload: () => Promise.resolve() });

export const SHELL_PAGES: Record<ShellPage, ShellPageComponent> = {
  HomePage: withTheApp(HomePage),
  AboutPage: onDemand(() => import('../pages/AboutPage')),
  ContactPage: onDemand(() => import('../pages/ContactPage')),
  PrivacyPage: onDemand(() => import('../pages/PrivacyPage')),
  RefundsPage: onDemand(() => import('../pages/RefundsPage')),
  TermsPage: onDemand(() => import('../pages/TermsPage')),
  LaunchingSoonPage: onDemand(() => import('../pages/LaunchingSoonPage')),
  VersionsPage: onDemand(() => import('../pages/VersionsPage')),
};

/** What any path no page of the site manifest has shows. */
export const NotFound = onDemand(() => import('../pages/NotFoundPage'));

/** Every path and alias of the site manifest: a path none of them matches is not found. */
const ALL_ROUTES = (PAGES as readonly PageEntry[]).flatMap(({ path, aliases = [] }) => [path, ...aliases]).map((path) => ({ path }));

/** Every path and alias of a shell page, with the page. */
const SHELL_ROUTES = (PAGES as readonly PageEntry[]).flatMap(({ path, aliases = [], owner }) =>
  'shell' in owner ? [path, ...aliases].map((routePath) => ({ path: routePath, page: owner.shell })) : [],
);

/**
 * Fetches the code of the shell page at `pathname`, if one is there, or of the not-found page when
 * no page is (nothing for a remote's page).
 */
export function preloadShellPage(pathname: string): Promise<void> {
  const routes = SHELL_ROUTES.map(({ path }) => ({ path }));
  const matched = matchRoutes(routes, pathname)?.[0]?.route;
  const entry = matched ? SHELL_ROUTES[routes.indexOf(matched)] : undefined;
  if (entry) return SHELL_PAGES[entry.page].preload();
  return matchRoutes(ALL_ROUTES, pathname) ? Promise.resolve() : NotFound.preload();
}
