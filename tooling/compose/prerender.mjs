#!/usr/bin/env node
// Writes each route's static HTML into dist/ from the Node build of the shell (renderPage.js) and
// the plain page its browser build wrote, dist/app.html (served for every other route, serve.js):
// dist/index.html for '/', dist/<route>/index.html for the others, dist/404.html for the
// not-found page, and dist/routes.json, the route table's path patterns (serve.js answers any other path 404), and
// dist/offline.html, the service worker's offline screen in the site chrome, without scripts,
// and dist/manifest.webmanifest with its icons (appManifest.mjs).
// A remote's route carries that remote's page as its own build renders it (the prerender.js of
// the build remotes.json composes, run here with the deployment's config and the address that build
// is served from), so the pages change with each build and release: run once by the shell's
// production build (the root build builds the remotes first) and once by each `npm run release`.
// Alone: `node tooling/compose/prerender.mjs [dist] [renderPage.js] [--remote-assets=site]` (by default
// shell/dist and the shell's last Node build): the deploy step
// that renders the pages again after a deployment's config.json replaced dist/config.json (with
// --remote-assets=site, the remotes' pictures are the site's own copies, as in the monolith
// benchmark, which bundles them). A
// deployment's config (or page) that still holds a sample contact or payment detail stops it
// (tooling/build/sampleConfig.js).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fragmentsFor, readRemoteFragments } from './remoteFragments.cjs';
import { writeAppManifest } from './appManifest.mjs';

// React hoists <title>, <meta> and <link> into <head> in the browser, and hydration skips them
// in the body. JSON-LD <script> blocks are not hoistable: they stay where they were rendered
// (valid anywhere in the document), or hydration would miss them.
const HOISTABLE = /<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>/g;

/** Moves React's hoistable tags out of the markup, for <head>, marked so the app can drop them once it runs. */
export function splitHoistables(markup) {
  const head = (markup.match(HOISTABLE) ?? []).map((tag) => tag.replace(/^<(\w+)/, '<$1 data-prerendered'));
  return { head: head.join(''), body: markup.replace(HOISTABLE, '') };
}

/** The page of one route: the template with the route's head tags, styles and markup. */
export function composePage(template, { html, styles }) {
  const { head, body } = splitHoistables(html);
  let page = template;
  // The template's generic title and description (marked data-default-meta) give way to the route's.
  if (head.includes('<title ')) page = page.replace(/<title[^>]*data-default-meta[^>]*>[^<]*<\/title>/, '');
  if (head.includes('name="description"')) page = page.replace(/<meta [^>]*data-default-meta[^>]*>/, '');
  page = page.replace('</head>', () => `${head}${styles}</head>`).replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div>`);
  return /\bfetchpriority="?high\b/i.test(body) ? brandFontAfterMainPicture(page) : page;
}

/**
 * A page whose largest paint is its main picture (the image marked fetchpriority="high", Home's
 * hero): the brand font would share the phone's connection with that picture, so the page neither
 * preloads nor declares it; the entry declares it once the picture is shown (src/index.ts). The
 * text is set in the font's metric-matched fallback meanwhile, and with JavaScript off.
 */
function brandFontAfterMainPicture(page) {
  return page
    .replace(/<link [^>]*\bdata-brand-font\b[^>]*>/, '')
    .replace(/<style data-brand-font>/, '<style data-brand-font media="not all">');
}

const require = createRequire(import.meta.url);
const { assertNoSampleConfig, assertNoSampleInPage } = require('../build/sampleConfig.js');
const { assertLegalIdentity } = require('../build/legalIdentity.js');
const { writeWithCompressedCopies: writeCompressed } = require('../build/PrecompressPlugin.js');
const { buildFileOf } = require('./remoteBuilds.js');

/** A page that runs no script: the template's script tags and its config.json preload removed. */
export function withoutScripts(page) {
  return page.replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '').replace(/<link [^>]*\bas="?fetch"?[^>]*>/g, '');
}

export async function prerender({ dist, bundle, remoteAssets = 'own' }) {
  const { renderPage, renderOfflinePage, appIconSvg, appColours, prerenderRoutes, notFoundRoute, routePatterns, routeAliases } = require(
    bundle,
  );
  const template = readFileSync(path.join(dist, 'app.html'), 'utf8');
  const config = JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8'));
  // A deployment's pages carry its own details, never the local sample ones.
  assertNoSampleConfig(config, path.join(dist, 'config.json'));
  assertLegalIdentity(config, path.join(dist, 'config.json'));
  const remotesFile = path.join(dist, 'remotes.json');
  const remotes = existsSync(remotesFile) ? JSON.parse(readFileSync(remotesFile, 'utf8')) : {};
  const siteAssets = remoteAssets === 'site' ? () => `${config.siteUrl}/` : undefined;
  const fragments = await readRemoteFragments(remotes, { locate: buildFileOf, config, assetBase: siteAssets });
  if (typeof routePatterns === 'function') writeFileSync(path.join(dist, 'routes.json'), `${JSON.stringify(routePatterns(), null, 2)}\n`);
  if (typeof routeAliases === 'function') writeFileSync(path.join(dist, 'aliases.json'), `${JSON.stringify(routeAliases(), null, 2)}\n`);
  const pages = [
    ...prerenderRoutes.map((route) => [route, path.join(dist, route, 'index.html')]),
    [notFoundRoute, path.join(dist, '404.html')],
  ];
  for (const [route, file] of pages) {
    mkdirSync(path.dirname(file), { recursive: true });
    const page = composePage(template, await renderPage(route, config, fragmentsFor(route, fragments)));
    assertNoSampleInPage(config, page, path.relative(dist, file));
    await writeCompressed(file, page);
  }
  // The service worker's offline screen (src/serviceWorker/worker.ts).
  if (typeof renderOfflinePage === 'function') {
    const page = withoutScripts(composePage(template, await renderOfflinePage(config)));
    assertNoSampleInPage(config, page, 'offline.html');
    await writeCompressed(path.join(dist, 'offline.html'), page);
  }
  // The web app manifest and its icons, with the deployment's names.
  if (typeof appIconSvg === 'function') await writeAppManifest({ dist, config, appIconSvg, appColours });
  return pages.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell');
  const args = process.argv.slice(2);
  const [dist = path.join(shell, 'dist'), bundle = path.join(shell, 'node_modules/.cache/prerender/renderPage.js')] = args.filter(
    (arg) => !arg.startsWith('--'),
  );
  const remoteAssets = args.includes('--remote-assets=site') ? 'site' : 'own';
  const count = await prerender({ dist: path.resolve(dist), bundle: path.resolve(bundle), remoteAssets });
  console.log(`Prerendered ${count} pages into ${dist}`);
}
