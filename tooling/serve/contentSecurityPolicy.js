// The Content-Security-Policy a served build answers with: its own origin, the remote origins
// in its remotes.json (scripts, their assets and manifests), the API and image origins and the
// e-mail origin in its config.json. Both files are re-read when they change on disk, so a
// deployment that edits them needs no restart.
const fs = require('node:fs');
const path = require('node:path');

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

/** The origin of an absolute http(s) URL, or null (relative URLs are the page's own origin). */
function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function sources(...urls) {
  const origins = new Set(urls.flat().map(originOf).filter(Boolean));
  return ["'self'", ...origins].join(' ');
}

/** Builds the policy from a config.json and a remotes.json object. */
function buildPolicy(config, remotes) {
  const remoteUrls = Object.values(remotes ?? {});
  const api = config?.apiBaseUrl;
  const images = config?.imageBaseUrl;
  const email = config?.email?.origin;
  return [
    "default-src 'self'",
    `script-src ${sources(remoteUrls)}`,
    // styled-components and swiper inject <style> elements.
    `style-src ${sources(remoteUrls)} 'unsafe-inline'`,
    `img-src ${sources(remoteUrls, images, api)} data:`,
    `font-src ${sources(remoteUrls)}`,
    // The achievement download fetches the image itself, so the image origin is fetched too.
    `connect-src ${sources(remoteUrls, api, images, email)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

const cache = new Map();

/** The policy for the build in `root`, rebuilt only when config.json or remotes.json change. */
function contentSecurityPolicy(root) {
  const configFile = path.join(root, 'config.json');
  const remotesFile = path.join(root, 'remotes.json');
  const key = `${mtime(configFile)}:${mtime(remotesFile)}`;
  const known = cache.get(root);
  if (known?.key === key) return known.policy;
  const policy = buildPolicy(readJson(configFile), readJson(remotesFile));
  cache.set(root, { key, policy });
  return policy;
}

module.exports = { contentSecurityPolicy, buildPolicy };
