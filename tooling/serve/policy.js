// How a production build is served, in one place: the content types, which files are compressed
// and how, the caching of each kind of file, the headers every answer carries, the
// Content-Security-Policy of HTML pages and the route table that decides 200, 301 (the same page
// in another case) or 404. The Node
// server (serve.js, what `npm start` and the browser tests use) applies it per request, and
// nginx.js writes the same rules as an nginx server config for production.
const fs = require('node:fs');
const path = require('node:path');
const { buildPolicy, contentSecurityPolicy } = require('./contentSecurityPolicy');

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
/** Types worth compressing; the others are compressed formats already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);
/** Encodings in order of preference, with the suffix of the file written at build time. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];
/** `[name].[contenthash:8].ext`, as createAppConfig names chunks, assets and the shell's entry. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
/** Hashed files never change: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, remoteEntry.js, the manifests, remotes.json, config.json): revalidated on every use. */
const REVALIDATE = 'no-cache';
/** A plain 404 (a missing file) is not cached at all. */
const NOT_STORED = 'no-store';
/** Every answer: remotes are loaded from other origins; no sniffing; referrers by origin across sites. */
const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
/** The page a path no route matches is answered with (status 404). */
const NOT_FOUND_PAGE = '404.html';
/** The shell's route patterns, written by its build ('/courses/:courseName'). */
const ROUTES_FILE = 'routes.json';
/** The shell's other paths of a page, each with the page's canonical path ('/register' → '/registration'). */
const ALIASES_FILE = 'aliases.json';
/** The page of a route that was not prerendered: app.html where the build wrote one, else index.html. */
const APP_PAGES = ['app.html', 'index.html'];

/** @param {string} file @returns {string} the Cache-Control of a file that exists */
function cacheControlFor(file) {
  return HASHED.test(file) ? IMMUTABLE : REVALIDATE;
}

/** Whether a URL path is never served: a hidden segment (`.git`, `.env`) or a source map (built hidden, for error reports only). */
function isPrivatePath(pathname) {
  return pathname.split('/').some((segment) => segment.startsWith('.')) || pathname.endsWith('.map');
}

/** Whether a path names a file (an extension, or under /assets/) rather than a page: no page is sent for it. */
function namesFile(pathname) {
  return path.extname(pathname) !== '' || pathname.startsWith('/assets/');
}

/** @param {string} root @returns {string[] | null} the route patterns of routes.json, or null when the build wrote none */
function readRoutePatterns(root) {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(root, ROUTES_FILE), 'utf8'));
    return Array.isArray(list) ? list.filter((entry) => typeof entry === 'string') : null;
  } catch {
    return null;
  }
}

/** Whether a pattern ('/reviews/:topic') matches a path; a trailing slash is allowed. */
function matchesPattern(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return want.length === got.length && want.every((segment, index) => segment.startsWith(':') || segment === got[index]);
}

/** @param {string} root @returns {Record<string, string>} aliases.json's alias → canonical path, or none */
function readAliases(root) {
  try {
    const map = JSON.parse(fs.readFileSync(path.join(root, ALIASES_FILE), 'utf8'));
    return map && typeof map === 'object' && !Array.isArray(map)
      ? Object.fromEntries(Object.entries(map).filter(([, to]) => typeof to === 'string'))
      : {};
  } catch {
    return {};
  }
}

/**
 * Paths match in any case: each route pattern, matched without regard to case, is moved (301) to
 * its own spelling, or an alias's straight to its page's canonical path ('/Register' →
 * '/registration'). A parameter's value is kept as it was written. Patterns without parameters
 * come first, so '/Courses/Chess/Tournament' goes to '/tournament', not to a course.
 * @param {string[]} patterns @param {Record<string, string>} aliases
 * @returns {{ pattern: string, target: string }[]}
 */
function caseRedirects(patterns, aliases = {}) {
  const params = (pattern) => pattern.split('/').filter((segment) => segment.startsWith(':')).length;
  // '/' has no letters: it has no other case.
  const lettered = patterns.filter((pattern) => /[a-z]/i.test(pattern.replace(/:\w+/g, '')));
  return lettered.sort((a, b) => params(a) - params(b)).map((pattern) => ({ pattern, target: aliases[pattern] ?? pattern }));
}

/**
 * Where a path no pattern matches as written is moved to because one matches it in another case,
 * or null (a path that matches as written, or matches nothing).
 * @param {string[]} patterns @param {Record<string, string>} aliases @param {string} pathname
 */
function caseRedirectOf(patterns, aliases, pathname) {
  if (patterns.some((pattern) => matchesPattern(pattern, pathname))) return null;
  const got = pathname.split('/').filter(Boolean);
  for (const { pattern, target } of caseRedirects(patterns, aliases)) {
    const want = pattern.split('/').filter(Boolean);
    if (
      want.length !== got.length ||
      !want.every((segment, index) => segment.startsWith(':') || segment.toLowerCase() === got[index].toLowerCase())
    )
      continue;
    const values = Object.fromEntries(want.map((segment, index) => [segment, got[index]]).filter(([segment]) => segment.startsWith(':')));
    return `/${target
      .split('/')
      .filter(Boolean)
      .map((segment) => values[segment] ?? segment)
      .join('/')}`;
  }
  return null;
}

module.exports = {
  TYPES,
  COMPRESSIBLE,
  ENCODINGS,
  HASHED,
  IMMUTABLE,
  REVALIDATE,
  NOT_STORED,
  COMMON_HEADERS,
  NOT_FOUND_PAGE,
  ROUTES_FILE,
  ALIASES_FILE,
  APP_PAGES,
  cacheControlFor,
  isPrivatePath,
  namesFile,
  readRoutePatterns,
  readAliases,
  matchesPattern,
  caseRedirects,
  caseRedirectOf,
  buildPolicy,
  contentSecurityPolicy,
};
