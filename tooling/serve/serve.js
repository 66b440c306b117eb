#!/usr/bin/env node
// Serves a production build (docs in tooling/README.md, "Serving a build"):
// - the .br / .gz files written at build time, chosen by Accept-Encoding, with Vary;
// - hashed files immutable for a year, everything else (index.html, remoteEntry.js, manifests,
//   remotes.json, config.json) no-cache and revalidated by ETag / Last-Modified (304);
// - SPA fallback only for paths without a file extension: a route's prerendered page (dist/about/index.html),
//   else app.html (the plain page) or index.html; a missing asset is a 404,
//   so a stale chunk URL after a redeploy is never answered with HTML that caches for a year;
// - where the build wrote routes.json (the shell's route patterns), a path no route matches is
//   answered 404 with the not-found page (404.html), never a "soft 404" with status 200; one that
//   a route matches in another case is moved (301) to the route's spelling, an alias to its page's
//   canonical path (aliases.json);
// - nosniff, Referrer-Policy and a Content-Security-Policy built from the served folder's
//   config.json and remotes.json, sent with HTML pages only (the policy of a document governs
//   everything it loads); open CORS, because the shell loads remotes from other origins.
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const {
  TYPES,
  COMPRESSIBLE,
  ENCODINGS,
  REVALIDATE,
  NOT_STORED,
  COMMON_HEADERS,
  NOT_FOUND_PAGE,
  ROUTES_FILE,
  APP_PAGES,
  ALIASES_FILE,
  cacheControlFor,
  caseRedirectOf,
  contentSecurityPolicy,
  isPrivatePath,
  matchesPattern,
  namesFile,
  readAliases,
  readRoutePatterns,
} = require('./policy');

/** Parses Accept-Encoding into the set of codings the client accepts (q > 0). */
function acceptedEncodings(header = '') {
  const q = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, qParam ? Number(qParam.slice(2)) : 1);
  }
  const accepts = (name) => (q.has(name) ? q.get(name) > 0 : (q.get('*') ?? 0) > 0);
  return new Set(ENCODINGS.map((e) => e.name).filter(accepts));
}

function statFile(file) {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** Strong validators from the content, so a rebuild that rewrites an unchanged file keeps its ETag. */
const digests = new Map();
function digest(file, stat) {
  const known = digests.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.value;
  const value = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 22);
  digests.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, value });
  return value;
}

/** Maps a URL path to a file under root, or null when it leaves root or names a hidden file. */
function resolvePath(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = path.join(root, path.normalize(decoded));
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function notModified(request, etag, mtime) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** The route patterns of routes.json ('/courses/:courseName'), or null when the build wrote none. */
const routeTables = new Map();
function routePatterns(root) {
  const file = path.join(root, ROUTES_FILE);
  const stat = statFile(file);
  if (!stat) return null;
  const known = routeTables.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.patterns;
  const patterns = readRoutePatterns(root);
  routeTables.set(file, { mtimeMs: stat.mtimeMs, patterns });
  return patterns;
}

/** aliases.json's alias → canonical path, read again when the file changes. */
const aliasTables = new Map();
function aliasesOf(root) {
  const file = path.join(root, ALIASES_FILE);
  const stat = statFile(file);
  if (!stat) return {};
  const known = aliasTables.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.aliases;
  const aliases = readAliases(root);
  aliasTables.set(file, { mtimeMs: stat.mtimeMs, aliases });
  return aliases;
}

function sendFile(root, request, response, file, stat, cacheControl, status = 200) {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.html') response.setHeader('Content-Security-Policy', contentSecurityPolicy(root));
  let body = file;
  let size = stat.size;
  let encoding = null;
  if (COMPRESSIBLE.has(ext)) {
    response.setHeader('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    for (const { name, suffix } of ENCODINGS) {
      // A variant older than its original is stale (e.g. config.json edited on the server).
      const variant = accepted.has(name) ? statFile(file + suffix) : null;
      if (variant && variant.mtimeMs >= stat.mtimeMs) {
        [body, size, encoding] = [file + suffix, variant.size, name];
        break;
      }
    }
  }
  const etag = `"${digest(file, stat)}${encoding ? `-${encoding}` : ''}"`;
  response.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', etag);
  response.setHeader('Last-Modified', stat.mtime.toUTCString());
  response.statusCode = status;
  if (status === 200 && notModified(request, etag, stat.mtime)) {
    response.statusCode = 304;
    return response.end();
  }
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', size);
  if (request.method === 'HEAD') return response.end();
  fs.createReadStream(body)
    .on('error', () => response.destroy())
    .pipe(response);
}

function sendStatus(response, status, message, extra = {}) {
  const headers = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(message),
    'Cache-Control': NOT_STORED,
  };
  response.writeHead(status, { ...headers, ...extra });
  response.end(message);
}

function handle(root, request, response) {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendStatus(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });

  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = resolvePath(root, pathname);
  // Source maps are built hidden, for error reports only: they are not published.
  const stat = file && !isPrivatePath(pathname) ? statFile(file) : null;
  if (stat && file) return sendFile(root, request, response, file, stat, cacheControlFor(file));
  const patterns = routePatterns(root);
  // An address with a file extension (or under assets/) names a file: no SPA page for it, unless
  // the route table names it a page (a signed token in a route's parameter has a dot: /demo/GFI1.x).
  const routed = Boolean(
    patterns && file && !pathname.startsWith('/assets/') && patterns.some((pattern) => matchesPattern(pattern, pathname)),
  );
  if (!file || (namesFile(pathname) && !routed)) return sendStatus(response, 404, 'Not found');
  // A page's address in another case ('/Register') is moved to the page's own ('/registration').
  const moved = patterns && caseRedirectOf(patterns, aliasesOf(root), pathname);
  if (moved) {
    const search = new URL(request.url ?? '/', 'http://localhost').search;
    return sendStatus(response, 301, `Moved to ${moved}`, { Location: `${moved}${search}`, 'Cache-Control': REVALIDATE });
  }
  if (patterns && !patterns.some((pattern) => matchesPattern(pattern, pathname))) {
    const notFound = path.join(root, NOT_FOUND_PAGE);
    const notFoundStat = statFile(notFound);
    if (notFoundStat) return sendFile(root, request, response, notFound, notFoundStat, REVALIDATE, 404);
    return sendStatus(response, 404, 'Not found');
  }
  // A route prerendered at build time has its own page (dist/about/index.html); every other
  // route gets the plain app page (app.html where the build wrote one, else index.html).
  for (const page of [path.join(file, 'index.html'), ...APP_PAGES.map((name) => path.join(root, name))]) {
    const pageStat = statFile(page);
    if (pageStat) return sendFile(root, request, response, page, pageStat, REVALIDATE);
  }
  return sendStatus(response, 404, 'Not found');
}

/** Serves `dir` on `port`; resolves with the listening http.Server. */
function serveStatic({ dir, port, host = '127.0.0.1' }) {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => handle(root, request, response));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { serveStatic, acceptedEncodings, matchesPattern };

if (require.main === module) {
  const [dir = 'dist', port = '3000'] = process.argv.slice(2);
  serveStatic({ dir, port: Number(port) }).then(() => console.log(`Serving ${dir} at http://localhost:${port}`));
}
