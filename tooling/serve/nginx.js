#!/usr/bin/env node
// Writes the nginx server config that serves a production build exactly as serve.js does, from the
// same rules (policy.js): the security headers and the Content-Security-Policy of HTML pages (from
// the build's config.json and remotes.json as they are now), a year's immutable caching for hashed
// files and `no-cache` for the rest (index.html, remotes.json, config.json, remoteEntry.js, the
// manifests), the build's .br/.gz copies (brotli_static, gzip_static), 200 for the routes of the
// site manifest (routes.json) with their prerendered page, 301 for a route's address in another case
// (to its own spelling, an alias to its canonical path: aliases.json), and 404 with 404.html for
// any other page.
//
//   node tooling/serve/nginx.js shell/dist [--listen=80] [--server-name=www.example.org] > /etc/nginx/conf.d/academy-shell.conf
//
// The output goes in nginx's http context (conf.d/ is included there). The policy is written into
// the file: after `npm run release -- compose` (a new remote origin) or a new config.json, write it
// again and `nginx -s reload`. Needs nginx with gzip_static (Debian's nginx has it) and the brotli
// module (Debian: libnginx-mod-http-brotli-static).
const path = require('node:path');
const fs = require('node:fs');
const {
  TYPES,
  HASHED,
  IMMUTABLE,
  REVALIDATE,
  NOT_STORED,
  COMMON_HEADERS,
  NOT_FOUND_PAGE,
  APP_PAGES,
  buildPolicy,
  caseRedirects,
  readAliases,
  readRoutePatterns,
} = require('./policy');

/** nginx's own Debian path of the brotli module; `load_module` it in nginx.conf (the package does). */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A string quoted for nginx's config. */
function quote(value, { regex = false } = {}) {
  // A location's regular expression is not read for variables; any other value is.
  if (!regex && String(value).includes('$')) throw new Error(`nginx would read "$" as a variable: ${value}`);
  return `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The regular expression of every route pattern: ':name' segments match one segment; a trailing slash is allowed. */
function routesRegex(patterns) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const paths = [
    ...new Set(
      patterns.map((pattern) =>
        pattern
          .split('/')
          .filter(Boolean)
          .map((s) => (s.startsWith(':') ? '[^/]+' : escape(s)))
          .join('/'),
      ),
    ),
  ];
  const nonEmpty = paths.filter(Boolean).sort();
  return `^/(?:${nonEmpty.join('|')})?/?$`;
}

/**
 * One case-insensitive location per route pattern (policy.js caseRedirects, in its order): the
 * pattern's address in another case is moved (301) to its own spelling, or an alias's to its
 * page's canonical path; a parameter's value is carried over as written, and so is the query.
 * They come after the routes' own location, which takes every address written as it should be.
 */
function caseRedirectLocations(patterns, aliases, headers) {
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return caseRedirects(patterns, aliases)
    .map(({ pattern, target }) => {
      const segments = pattern.split('/').filter(Boolean);
      const params = segments.filter((segment) => segment.startsWith(':'));
      const regex = `^/${segments.map((segment) => (segment.startsWith(':') ? '([^/]+)' : escape(segment))).join('/')}/?$`;
      const to = `/${target
        .split('/')
        .filter(Boolean)
        .map((segment) => (segment.startsWith(':') ? `$${params.indexOf(segment) + 1}` : segment))
        .join('/')}`;
      return `  location ~* ${quote(regex.replace('^//?$', '^/$'), { regex: true })} {
${headers}
    return 301 ${to}$is_args$args;
  }`;
    })
    .join('\n');
}

/** The type of each extension, without parameters (nginx's `charset` adds utf-8 to the text types, as TYPES has it). */
function typesBlock() {
  const byType = new Map();
  for (const [ext, type] of Object.entries(TYPES)) {
    const bare = type.split(';')[0].trim();
    byType.set(bare, [...(byType.get(bare) ?? []), ext.slice(1)]);
  }
  return [...byType].map(([type, exts]) => `    ${type} ${exts.join(' ')};`).join('\n');
}

function charsetTypes() {
  // text/html is always one of them, and may not be named again.
  const types = Object.values(TYPES)
    .filter((type) => type.includes('charset='))
    .map((type) => type.split(';')[0].trim());
  return [...new Set(types)].filter((type) => type !== 'text/html').join(' ');
}

/**
 * The server config (a `map` and a `server` block, for nginx's http context) serving the build in `dir`.
 * @param {{ dir: string, listen?: string | number, serverName?: string, name?: string }} options
 */
function nginxSiteConfig({ dir, listen = 80, serverName = '_', name = path.basename(path.dirname(path.resolve(dir))) || 'site' }) {
  const root = path.resolve(dir);
  const id = name.replace(/[^a-z0-9]+/gi, '_').toLowerCase();
  const policy = buildPolicy(readJson(path.join(root, 'config.json')), readJson(path.join(root, 'remotes.json')));
  const patterns = readRoutePatterns(root);
  const headers = (cacheControl) =>
    [
      ...Object.entries(COMMON_HEADERS).map(([header, value]) => `    add_header ${header} ${quote(value)} always;`),
      `    add_header Content-Security-Policy $academy_csp_${id} always;`,
      `    add_header Cache-Control ${quote(cacheControl)} always;`,
    ].join('\n');
  // A redirect is no HTML page: no Content-Security-Policy with it (serve.js sends none either).
  const redirectHeaders = [
    ...Object.entries(COMMON_HEADERS).map(([header, value]) => `    add_header ${header} ${quote(value)} always;`),
    `    add_header Cache-Control ${quote(REVALIDATE)} always;`,
  ].join('\n');
  const plainNotFound = [
    ...Object.entries(COMMON_HEADERS).map(([header, value]) => `    add_header ${header} ${quote(value)} always;`),
    `    add_header Cache-Control ${quote(NOT_STORED)} always;`,
    '    types { }',
    `    default_type ${quote(TYPES['.txt'])};`,
    '    return 404 "Not found";',
  ].join('\n');
  const routes = patterns
    ? `
  # The routes of the site manifest (routes.json): the route's prerendered page, else the app page.
  location ~ ${quote(routesRegex(patterns), { regex: true })} {
${headers(REVALIDATE)}
    try_files $uri/index.html ${APP_PAGES.map((page) => `/${page}`).join(' ')} =404;
  }

  # Paths match in any case: a route's address in another case is moved to its own (aliases.json).
${caseRedirectLocations(patterns, readAliases(root), redirectHeaders)}
`
    : `
  # No routes.json (a remote's standalone page): every page address gets the app page.
  location ~ "^[^.]*$" {
${headers(REVALIDATE)}
    try_files $uri $uri/index.html ${APP_PAGES.map((page) => `/${page}`).join(' ')} =404;
  }
`;
  return `# Generated by tooling/serve/nginx.js from ${root}: do not edit; write it again after a release
# (remotes.json) or a config.json change, then \`nginx -s reload\`.

# The Content-Security-Policy goes with HTML pages only (a document's policy governs what it loads).
map $sent_http_content_type $academy_csp_${id} {
  "~^text/html" ${quote(policy)};
  default "";
}

server {
  listen ${listen};
  server_name ${serverName};
  root ${root};
  server_tokens off;
  charset utf-8;
  charset_types ${charsetTypes()};
  types {
${typesBlock()}
  }
  default_type application/octet-stream;

  # The .br / .gz copies the build wrote, chosen by Accept-Encoding, with Vary.
  brotli_static on;
  gzip_static on;
  gzip_vary on;
  etag on;
  if_modified_since exact;
  # Location headers as written (a path), as serve.js sends them.
  absolute_redirect off;
  error_page 404 /${NOT_FOUND_PAGE};

  # Only GET and HEAD.
  if ($request_method !~ ^(GET|HEAD)$) {
    return 405;
  }

  # Hidden files and source maps are never served.
  location ~ "(^|/)\\.|\\.map$" {
${plainNotFound}
  }

  # Files named name.<8 hex>.ext never change: cached for a year.
  location ~ ${quote(HASHED.source, { regex: true })} {
${headers(IMMUTABLE)}
    try_files $uri @missing_file;
  }
${routes}
  # The not-found page itself (also the body of every 404 for a page address).
  location = /${NOT_FOUND_PAGE} {
${headers(REVALIDATE)}
  }

  # Everything else that exists (index.html, remotes.json, config.json, remoteEntry.js, manifests,
  # sitemap.xml, ...): revalidated on every use. A page address no route matches: 404.html, 404.
  location / {
${headers(REVALIDATE)}
    try_files $uri @missing;
  }

  # A file address (an extension, or under /assets/) that names no file: a plain 404, never a page.
  location @missing_file {
${plainNotFound}
  }
  location @missing {
    # (error_page here replaces the server's, so the 404 page is named again.)
    error_page 404 /${NOT_FOUND_PAGE};
    error_page 418 = @missing_file;
    if ($uri ~ "^/assets/|\\.[^/]*$") {
      return 418;
    }
    return 404;
  }
}
`;
}

/**
 * The API's server block: everything proxied to the API on this machine, with the headers that
 * say who sent each request. Without X-Forwarded-For every visitor would be nginx's 127.0.0.1 to
 * the API, one sign-in count and one write limit for all; the API's TRUST_PROXY names this nginx
 * (`127.0.0.1`, or `loopback`) so it believes the address nginx appends and nothing a client
 * wrote before it (docs/decisions/proxies.md).
 *
 *   node tooling/serve/nginx.js --api=http://127.0.0.1:4000 --listen=80 --server-name=api.example.org > /etc/nginx/conf.d/academy-api.conf
 */
/** @param {{ upstream: string, listen?: number | string, serverName?: string }} options */
function nginxApiConfig({ upstream, listen = 80, serverName = '_' }) {
  if (!/^http:\/\/[^\s/]+$/.test(upstream))
    throw new Error(`--api must be the API's own address, like http://127.0.0.1:4000, not ${upstream}`);
  return `# Generated by tooling/serve/nginx.js: the API behind this nginx.
server {
  listen ${listen};
  server_name ${quote(serverName)};
  # Achievement images uploaded from the office.
  client_max_body_size 6m;
  location / {
    proxy_pass ${upstream};
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
  }
}
`;
}

/**
 * A whole nginx.conf that runs in the foreground from `prefix` (its pid, logs and temp files there),
 * for the browser tests and for trying a build: `nginx -p <prefix> -c <prefix>/nginx.conf -g 'daemon off;'`.
 */
/** @param {{ prefix: string, sites: string[], user?: string | null }} options */
function nginxMainConfig({ prefix, sites, user = null }) {
  return `# Generated by tooling/serve/nginx.js.
${fs.existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '# (no brotli module installed: brotli_static is unavailable)'}
${user ? `user ${user};` : ''}
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events {
  worker_connections 256;
}
http {
  access_log off;
  client_body_temp_path ${path.join(prefix, 'client_body')};
  proxy_temp_path ${path.join(prefix, 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'scgi')};
  sendfile on;
${sites.join('\n')}
}
`;
}

module.exports = { nginxSiteConfig, nginxApiConfig, nginxMainConfig, routesRegex };

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const dir = args.find((arg) => !arg.startsWith('--'));
  const api = option('api');
  if (api) {
    process.stdout.write(nginxApiConfig({ upstream: api, listen: option('listen'), serverName: option('server-name') }));
    process.exit(0);
  }
  if (!dir || args.includes('--help')) {
    console.error('Usage: node tooling/serve/nginx.js <app>/dist [--listen=80] [--server-name=www.example.org] [--name=shell] > site.conf');
    console.error(
      '       node tooling/serve/nginx.js --api=http://127.0.0.1:4000 [--listen=80] [--server-name=api.example.org] > api.conf',
    );
    process.exit(dir ? 0 : 2);
  }
  process.stdout.write(nginxSiteConfig({ dir, listen: option('listen'), serverName: option('server-name'), name: option('name') }));
}
