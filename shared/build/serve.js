#!/usr/bin/env node
// Serves a production build: SPA fallback to index.html, open CORS (remotes are fetched from
// the shell's origin), no caching of the files that compose a release, long caching of hashed chunks.
const http = require('node:http');
const path = require('node:path');
const handler = require('serve-handler');

const NO_CACHE = ['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'config.json', 'remotes.json', 'index.html', 'main.js'];

function serveStatic({ dir, port, host = '127.0.0.1' }) {
  const root = path.resolve(dir);
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.basename((request.url ?? '/').split('?')[0]);
    const hashed = /\.[0-9a-f]{8}\.(js|css|png|svg|jpg|webp)$/.test(file);
    response.setHeader('Cache-Control', hashed && !NO_CACHE.includes(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return handler(request, response, {
      public: root,
      rewrites: [{ source: '**', destination: '/index.html' }],
      directoryListing: false,
      headers: [],
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

module.exports = { serveStatic };

if (require.main === module) {
  const [dir = 'dist', port = '3000'] = process.argv.slice(2);
  serveStatic({ dir, port: Number(port) }).then(() => console.log(`Serving ${dir} at http://localhost:${port}`));
}
