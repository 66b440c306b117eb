import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter, createRoutesFromChildren } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { AppProviders, COURSES, loadConfig, theme } from '@academy/shared';
import { NOT_FOUND_PATH, PAGES, prerenderedPaths } from '@academy/contracts/site';
import type { PageEntry } from '@academy/contracts/site';
import { App } from '../app/App';
import { AppRoutes } from '../app/AppRoutes';
import { preloadShellPage } from '../app/shellPages';
import { PrerenderedRemotesProvider } from '../federation/prerenderedRemotes';
import { Layout } from '../layout/Layout';
import { LogoMark } from '../layout/LogoMark';
import OfflinePage from '../pages/OfflinePage';

// Built for Node by the shell's webpack config and run once per route after the browser build
// (tooling/compose/prerender.mjs): the same components, with the deployment's config.json, so the
// browser hydrates exactly this markup.

/** Every path the site manifest prerenders: the shell's own pages, and each remote page inside its frame. */
export const prerenderRoutes = prerenderedPaths({ course: COURSES.map((course) => course.slug) });

/** A path no route matches, rendered as the not-found page. */
export const notFoundRoute = NOT_FOUND_PATH;

/**
 * Every path pattern of the route table ('/courses/:courseName' and the like), without the
 * catch-all: the static server answers any other path 404 with the not-found page.
 */
export function routePatterns(): string[] {
  const patterns: string[] = [];
  const walk = (routes: RouteObject[], parent: string): void => {
    for (const route of routes) {
      const here = route.index ? parent : route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
      if (route.path === '*') continue;
      if (route.index || (route.path && !route.children)) patterns.push(here || '/');
      if (route.children) walk(route.children, here);
    }
  };
  walk(createRoutesFromChildren((AppRoutes().props as { children: ReactNode }).children), '');
  return [...new Set(patterns)];
}

/**
 * Each alias of a page with the page's canonical path ('/register' → '/registration'), written to
 * aliases.json: the static server moves an address in another case straight to the canonical one.
 */
export function routeAliases(): Record<string, string> {
  return Object.fromEntries((PAGES as readonly PageEntry[]).flatMap((page) => (page.aliases ?? []).map((alias) => [alias, page.path])));
}

export interface RenderedPage {
  /** Markup of #root (hoistable <title>/<meta>/<link>/JSON-LD still inside it). */
  html: string;
  /** styled-components' <style> tags for exactly that markup, and those of the remote pages in it. */
  styles: string;
}

/** A remote page as its own build renders it for this route (its prerender.js). */
export interface RemoteFragment {
  html: string;
  styles: string;
}

/**
 * @param fragments the remote pages rendered for this route, by "<remote>/<module>"; a frame
 *   without one renders its placeholder.
 */
export async function renderPage(url: string, configJson: unknown, fragments: Record<string, RemoteFragment> = {}): Promise<RenderedPage> {
  const config = await loadConfig('config.json', async () => Response.json(configJson));
  await preloadShellPage(url);
  const used = new Set<RemoteFragment>();
  const remotes = {
    html(key: string) {
      const fragment = Object.hasOwn(fragments, key) ? fragments[key] : undefined;
      if (fragment) used.add(fragment);
      return fragment?.html;
    },
  };
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <PrerenderedRemotesProvider value={remotes}>
            <App config={config} />
          </PrerenderedRemotesProvider>
        </StaticRouter>,
      ),
    );
    return { html, styles: sheet.getStyleTags() + [...used].map((fragment) => fragment.styles).join('') };
  } finally {
    sheet.seal();
  }
}

/**
 * The offline screen in the site chrome, for the service worker to show for a page the device has
 * not kept (written to dist/offline.html without scripts: whatever URL it stands in for, no app
 * starts on it and its links are plain links).
 */
export async function renderOfflinePage(configJson: unknown): Promise<RenderedPage> {
  const config = await loadConfig('config.json', async () => Response.json(configJson));
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location="/offline">
          <AppProviders config={config}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="*" element={<OfflinePage />} />
              </Route>
            </Routes>
          </AppProviders>
        </StaticRouter>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The web app manifest's colours, from the theme's tokens. */
export const appColours = { theme: theme.color.primary, background: theme.color.background };

/**
 * The app icon as SVG, for tooling/compose/appManifest.mjs to draw at each size: the logo mark, or for a
 * maskable icon the mark inside the safe circle (the middle 80%) of a square in its own navy.
 */
export function appIconSvg(maskable: boolean): string {
  const SIZE = 512;
  const inset = maskable ? 64 : 0;
  const mark = renderToStaticMarkup(
    <ThemeProvider theme={theme}>
      <LogoMark size={SIZE - 2 * inset} />
    </ThemeProvider>,
  );
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;
  if (!maskable) return svg(mark);
  return svg(
    `<rect width="${SIZE}" height="${SIZE}" fill="${theme.color.primary}"/>${mark.replace('<svg ', `<svg x="${inset}" y="${inset}" `)}`,
  );
}
