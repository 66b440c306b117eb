/** @jest-environment node */
// The nginx config nginx.js writes answers like serve.js, because both read policy.js: the same
// fixture build is served by each and every answer's status and headers are compared. Runs where
// nginx is installed (Debian: nginx, libnginx-mod-http-brotli-static; .ci/run installs both).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { serveStatic } = require('./serve');
const { nginxMainConfig, nginxSiteConfig, routesRegex } = require('./nginx');

const HAS_NGINX = spawnSync('nginx', ['-v']).status === 0;
const CONFIG = { apiBaseUrl: 'https://api.example.org/v1', imageBaseUrl: 'https://images.example.org/images/' };
const REMOTES = { courses: 'https://courses.example.org/0.1.0/remoteEntry.js' };
const ROUTES = ['/', '/about', '/courses/:courseName', '/chess/tournament'];

test('the routes become one regular expression: parameters match one segment, a trailing slash is allowed', () => {
  const regex = new RegExp(routesRegex(ROUTES));
  for (const good of ['/', '/about', '/about/', '/courses/chess', '/chess/tournament'])
    expect([good, regex.test(good)]).toEqual([good, true]);
  for (const bad of ['/nope', '/about/team', '/courses', '/courses/chess/deep', '/aboutx'])
    expect([bad, regex.test(bad)]).toEqual([bad, false]);
});

test('the server config carries the policy of the build: CSP from its files, caching, precompression, the 404 page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
  try {
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(CONFIG));
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(REMOTES));
    fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(ROUTES));
    const config = nginxSiteConfig({ dir, listen: 8080, serverName: 'www.example.org', name: 'shell' });
    expect(config).toContain("script-src 'self' https://courses.example.org");
    expect(config).toContain("connect-src 'self' https://courses.example.org https://api.example.org https://images.example.org");
    expect(config).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(config).toMatch(/brotli_static on;\s+gzip_static on;/);
    expect(config).toContain('error_page 404 /404.html;');
    expect(config).toContain('server_name www.example.org;');
    expect(config).toContain('courses/[^/]+');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function get(port, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

(HAS_NGINX ? describe : describe.skip)('nginx and serve.js answer alike', () => {
  let parent;
  let nginx;
  let node;
  let ports;

  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-parity-'));
    // Readable by nginx's workers, whichever user they run as.
    fs.chmodSync(parent, 0o755);
    const root = path.join(parent, 'dist');
    const write = (name, content) => {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), content);
    };
    const compressed = (name, content) => {
      write(name, content);
      write(`${name}.br`, zlib.brotliCompressSync(content));
      write(`${name}.gz`, zlib.gzipSync(content));
    };
    const script = Buffer.from(`console.log(${JSON.stringify('chunk '.repeat(300))});\n`);
    compressed('main.1a2b3c4d.js', script);
    compressed('remoteEntry.js', script);
    compressed('index.html', '<!doctype html><title>Home</title>'.repeat(20));
    compressed('app.html', '<!doctype html><title>App</title>'.repeat(20));
    compressed('about/index.html', '<!doctype html><title>About</title>'.repeat(20));
    compressed('404.html', '<!doctype html><title>Page not found</title>'.repeat(20));
    write('main.1a2b3c4d.js.map', '{}');
    write('assets/logo.0badc0de.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    write('config.json', JSON.stringify(CONFIG));
    write('remotes.json', JSON.stringify(REMOTES));
    write('routes.json', JSON.stringify(ROUTES));
    write('aliases.json', JSON.stringify({ '/chess/tournament': '/tournament' }));
    write('.env', 'SECRET=1');
    ports = { nginx: await freePort(), node: await freePort() };
    const prefix = path.join(parent, 'nginx');
    fs.mkdirSync(prefix);
    const site = nginxSiteConfig({ dir: root, listen: `127.0.0.1:${ports.nginx}`, name: 'parity' });
    const user = process.getuid?.() === 0 ? 'root root' : null;
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxMainConfig({ prefix, sites: [site], user }));
    nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    node = await serveStatic({ dir: root, port: ports.node });
    for (let i = 0; i < 100; i += 1) {
      if (
        await get(ports.nginx, '/').then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((resolve) => node?.close(resolve));
    fs.rmSync(parent, { recursive: true, force: true });
  });

  const HEADERS = [
    'content-type',
    'cache-control',
    'content-encoding',
    'access-control-allow-origin',
    'x-content-type-options',
    'referrer-policy',
    'content-security-policy',
  ];
  const cases = [
    ['/', 'br'],
    ['/', 'gzip'],
    ['/', ''],
    ['/about', 'br'],
    ['/about/', 'gzip'],
    ['/courses/chess', 'br'],
    ['/chess/tournament', ''],
    ['/nope', 'br'],
    ['/about/team', ''],
    ['/main.1a2b3c4d.js', 'br'],
    ['/main.1a2b3c4d.js', 'gzip'],
    ['/main.1a2b3c4d.js', ''],
    ['/remoteEntry.js', 'br'],
    ['/remotes.json', ''],
    ['/config.json', ''],
    ['/assets/logo.0badc0de.png', 'br'],
    ['/missing.12345678.js', ''],
    ['/missing.js', ''],
    ['/assets/gone', ''],
    ['/main.1a2b3c4d.js.map', ''],
    ['/.env', ''],
  ];

  test.each(cases)('%s (Accept-Encoding: %s)', async (urlPath, encoding) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {};
    const [fromNginx, fromNode] = await Promise.all([get(ports.nginx, urlPath, headers), get(ports.node, urlPath, headers)]);
    const pick = (answer) => ({ status: answer.status, ...Object.fromEntries(HEADERS.map((name) => [name, answer.headers[name]])) });
    expect(pick(fromNginx)).toEqual(pick(fromNode));
    expect(fromNginx.body.equals(fromNode.body) || fromNginx.status === 404).toBe(true);
    if (['content-encoding'].some((name) => fromNode.headers[name])) expect(fromNginx.headers.vary).toMatch(/Accept-Encoding/);
  });

  test('a route in another case is moved by both to the same address', async () => {
    for (const urlPath of ['/About', '/ABOUT/', '/Courses/chess?x=1', '/Chess/Tournament', '/Nope']) {
      const [fromNginx, fromNode] = await Promise.all([get(ports.nginx, urlPath), get(ports.node, urlPath)]);
      const pick = (answer) => ({
        status: answer.status,
        location: answer.headers.location,
        'cache-control': answer.headers['cache-control'],
      });
      expect([urlPath, pick(fromNginx)]).toEqual([urlPath, pick(fromNode)]);
    }
    expect((await get(ports.node, '/Chess/Tournament')).headers.location).toBe('/tournament');
  });

  test('a conditional request is answered 304 by both', async () => {
    for (const port of [ports.nginx, ports.node]) {
      const first = await get(port, '/remotes.json');
      const again = await get(port, '/remotes.json', { 'If-None-Match': first.headers.etag });
      expect(again.status).toBe(304);
    }
  });
});
