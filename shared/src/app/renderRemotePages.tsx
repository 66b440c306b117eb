import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from './AppProviders';
import { mergeConfig } from '../config/siteConfig';
import { createManualClock } from '../clock/clock';
import { COURSES } from '@academy/contracts/catalogue';
import { pagesOfRemote, pathsOf } from '@academy/contracts/site';
import type { ExposeOf, PageKey, RemoteName } from '@academy/contracts/site';

// A remote's production build renders the pages it exposes for the routes it owns, for the
// shell to put into its prerendered HTML (docs/architecture.md, "Prerendered remote pages").
// Which pages and paths those are is the site manifest's (contracts/src/site/site.ts).
// Run in Node by the remote's prerender bundle (see tooling/build/prerenderRemote.js).

/** A remote's page components by exposed name: every page of it the manifest prerenders. */
export type RemotePages<R extends RemoteName> = Partial<Record<ExposeOf<R>, ComponentType>>;

/** A page's markup for the shell's frame, and the styles that markup needs. */
export interface Fragment {
  html: string;
  styles: string;
}

/** What a remote's render bundle (prerender.js) returns: fragments by exposed module, then by route. */
export type PrerenderManifest = Record<string, Record<string, Fragment>>;

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
  const css = [...styleTags.matchAll(STYLE_TAG)]
    .map((match) => match[1])
    .join('')
    .replace(REHYDRATION_RECORD, '');
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

/** Renders every page of `remote` the manifest prerenders, at each of its paths. */
export function renderRemotePages<R extends RemoteName>(
  remote: R,
  components: RemotePages<R>,
  { configJson, now }: RenderOptions,
): PrerenderManifest {
  const config = mergeConfig(configJson);
  const clock = createManualClock(now);
  const manifest: PrerenderManifest = {};
  const pages: Partial<Record<string, ComponentType>> = components;
  for (const { page, expose: module } of pagesOfRemote(remote).filter(({ page }) => page.prerender !== false)) {
    const Page = pages[module];
    if (!Page) throw new Error(`The ${remote} remote's prerender has no component for ${module}, which ${page.path} shows.`);
    // A page with a parameter reads it from its route pattern; the others match any path (aliases).
    const pattern = page.each ? page.path : '*';
    const fragments: Record<string, Fragment> = (manifest[module] ??= {});
    for (const route of pathsOf(page.key as PageKey, { course: COURSES.map((course) => course.slug) })) {
      const sheet = new ServerStyleSheet();
      try {
        const html = renderToString(
          sheet.collectStyles(
            <AppProviders config={config} clock={clock} globalStyle={false}>
              <StaticRouter location={route}>
                <Routes>
                  <Route path={pattern} element={<Page />} />
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
  }
  return manifest;
}
