import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './AppProviders';
import { mergeConfig } from '../config/siteConfig';
import { createManualClock } from '../clock/clock';
import { ROUTE_ALIASES, ROUTE_META } from '../seo/routes';
import type { RouteKey } from '../seo/routes';

// A remote's production build renders the pages it exposes for the routes it owns, for the
// shell to put into its prerendered HTML (docs/architecture.md, "Prerendered remote pages").
// Run in Node by the remote's prerender bundle (see shared/build/prerenderRemote.js).

/** One exposed page and the routes it is prerendered for. */
export interface PrerenderedPage {
  /** The exposed name without './', e.g. 'CourseDetailPage'. */
  module: string;
  /** Its route pattern in the shell when the page reads route params, e.g. '/courses/:courseName'. */
  path?: string;
  routes: readonly string[];
  component: ComponentType;
}

/** A page's markup for the shell's frame, and the styles that markup needs. */
export interface Fragment {
  html: string;
  styles: string;
}

/** prerender.json: fragments by exposed module, then by route. */
export type PrerenderManifest = Record<string, Record<string, Fragment>>;

/** A page's canonical path and its aliases (/registration and /register). */
export function routesOf(key: RouteKey): string[] {
  return [ROUTE_META[key].path, ...Object.keys(ROUTE_ALIASES).filter((alias) => ROUTE_ALIASES[alias] === key)];
}

// React hoists these into <head> in the browser; the shell's page already has the route's own.
const HOISTABLE = /<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>/g;
const STYLE_TAG = /<style[^>]*>([\s\S]*?)<\/style>/g;
// styled-components' rehydration records (`data-styled.g1[id="sc-x"]{content:"a,"}`): with them, or
// with a data-styled attribute, the browser's styled-components would adopt and reorder these rules.
const REHYDRATION_RECORD = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/g;

/**
 * The fragment of one render: markup without hoistable head tags, and the CSS of
 * styled-components' tags as one plain `<style data-remote-prerender="<remote>">`.
 */
export function toFragment(remote: string, html: string, styleTags: string): Fragment {
  const css = [...styleTags.matchAll(STYLE_TAG)].map((match) => match[1]).join('').replace(REHYDRATION_RECORD, '');
  return {
    html: html.replace(HOISTABLE, ''),
    styles: css.trim() ? `<style data-remote-prerender="${remote}">${css}</style>` : '',
  };
}

export interface RenderOptions {
  /** The deployment's config.json as read from the build (merged over the defaults). */
  configJson: unknown;
  /** The fixed "now" of time-dependent views. */
  now: Date;
}

/** Renders every page of a remote at each of its routes, as prerender.json holds them. */
export function renderRemotePages(remote: string, pages: readonly PrerenderedPage[], { configJson, now }: RenderOptions): PrerenderManifest {
  const config = mergeConfig(configJson);
  const clock = createManualClock(now);
  const manifest: PrerenderManifest = {};
  for (const { module, path = '*', routes, component: Page } of pages) {
    const fragments: Record<string, Fragment> = {};
    for (const route of routes) {
      const sheet = new ServerStyleSheet();
      try {
        const html = renderToString(
          sheet.collectStyles(
            <AppProviders config={config} clock={clock} globalStyle={false}>
              <StaticRouter location={route}>
                <Routes>
                  <Route path={path} element={<Page />} />
                </Routes>
              </StaticRouter>
            </AppProviders>,
          ),
          // Ids of useId apart from the shell's own, which are rendered separately.
          { identifierPrefix: `${remote}-` },
        );
        fragments[route] = toFragment(remote, html, sheet.getStyleTags());
      } finally {
        sheet.seal();
      }
    }
    manifest[module] = fragments;
  }
  return manifest;
}
