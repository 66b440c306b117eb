import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { COURSES, loadConfig } from '@academy/shared';
import { App } from '../app/App';

// Built for Node by the shell's webpack config and run once per route after the browser build
// (scripts/prerender.mjs): the same components, with the deployment's config.json, so the
// browser hydrates exactly this markup.

const courseRoutes = COURSES.map((course) => course.route);

/** Every route the shell knows without data: its own pages, and the frame of each remote page. */
export const prerenderRoutes = [
  '/', '/chess', '/about', '/contact', '/ai',
  '/courses', ...courseRoutes, '/tournament', '/chess/tournament', '/courses/chess/tournament',
  '/registration', '/register', '/reviews', '/careers', '/careers/career-registration',
  '/payment', '/achievements', '/puzzles',
];

/** A path no route matches, rendered as the not-found page. */
export const notFoundRoute = '/404';

export interface RenderedPage {
  /** Markup of #root (hoistable <title>/<meta>/<link>/JSON-LD still inside it). */
  html: string;
  /** styled-components' <style> tags for exactly that markup. */
  styles: string;
}

export async function renderPage(url: string, configJson: unknown): Promise<RenderedPage> {
  const config = await loadConfig('config.json', async () => Response.json(configJson));
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App config={config} />
        </StaticRouter>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
