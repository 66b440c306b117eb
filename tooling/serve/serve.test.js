/** @jest-environment node */
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { acceptedEncodings, serveStatic } = require('./serve');

const SCRIPT = Buffer.from(`console.log(${JSON.stringify('a chunk of the shell '.repeat(200))});\n`);
const INDEX = '<!doctype html><html><head><title>GFI Academy</title></head><body><div id="root"></div></body></html>';
const CONFIG = {
  apiBaseUrl: 'https://api.example.org/v1',
  imageBaseUrl: 'https://images.example.org/images/',
  email: { origin: 'https://api.emailjs.com' },
};
const REMOTES = { courses: 'https://courses.example.org/remoteEntry.js', media: 'https://media.example.org/mf-manifest.json' };

let parent;
let root;
let server;

function write(name, content, mtime = new Date('2026-01-01T00:00:00Z')) {
  const file = path.join(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.utimesSync(file, mtime, mtime);
}

/** Writes a file with the .br and .gz copies the build writes beside it. */
function writeCompressed(name, content) {
  write(name, content);
  write(`${name}.br`, zlib.brotliCompressSync(content));
  write(`${name}.gz`, zlib.gzipSync(content));
}

/** A raw request, so no client decodes or negotiates anything on the test's behalf. */
function request(urlPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.address().port, path: urlPath, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  root = path.join(parent, 'dist');
  fs.writeFileSync(path.join(parent, 'secret.txt'), 'outside the build');
  writeCompressed('main.1a2b3c4d.js', SCRIPT);
  writeCompressed('remoteEntry.js', SCRIPT);
  writeCompressed('index.html', INDEX);
  write('main.1a2b3c4d.js.map', '{"version":3}');
  write('mf-manifest.json', '{"id":"shell"}');
  write('config.json', JSON.stringify(CONFIG));
  write('remotes.json', JSON.stringify(REMOTES));
  write('assets/logo.0badc0de.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await serveStatic({ dir: root, port: 0 });
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(parent, { recursive: true, force: true });
});

describe('compressed delivery', () => {
  test('a .js asset comes back Brotli-encoded to a client that accepts it, and decodes to the same bytes', async () => {
    const res = await request('/main.1a2b3c4d.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 5);
    expect(zlib.brotliDecompressSync(res.body).equals(SCRIPT)).toBe(true);
  });

  test('a client without Brotli gets gzip, also when it refuses br with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.5']) {
      const res = await request('/main.1a2b3c4d.js', { headers: { 'Accept-Encoding': accept } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(zlib.gunzipSync(res.body).equals(SCRIPT)).toBe(true);
    }
  });

  test('a client that accepts no encoding gets the file as it is, still with Vary', async () => {
    const res = await request('/main.1a2b3c4d.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.equals(SCRIPT)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
  });

  test('each encoding has its own ETag, and HEAD sends the headers without a body', async () => {
    const br = await request('/main.1a2b3c4d.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    const plain = await request('/main.1a2b3c4d.js', { method: 'HEAD' });
    expect(br.body.length).toBe(0);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });

  test('a copy older than its file (config.json edited after the build) is not served', async () => {
    write('config.json.br', zlib.brotliCompressSync('{"apiBaseUrl":"https://old.example.org"}'));
    write('config.json', JSON.stringify({ ...CONFIG, brand: 'New' }), new Date('2026-02-01T00:00:00Z'));
    const res = await request('/config.json', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString()).brand).toBe('New');
  });

  test('images are sent as they are, without Vary', async () => {
    const res = await request('/assets/logo.0badc0de.png', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });
});

test('sitemap.xml and robots.txt are served with their types', async () => {
  write('sitemap.xml', '<?xml version="1.0"?><urlset/>');
  write('robots.txt', 'User-agent: *');
  expect((await request('/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
  expect((await request('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
});

describe('caching', () => {
  test('hashed files are immutable for a year; the files that compose a release are no-cache', async () => {
    for (const file of ['/main.1a2b3c4d.js', '/assets/logo.0badc0de.png']) {
      expect((await request(file)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json', '/config.json']) {
      expect((await request(file)).headers['cache-control']).toBe('no-cache');
    }
  });

  test('a revalidation with the ETag answers 304 with no body, and 200 again once the file changes', async () => {
    const first = await request('/config.json');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await request('/config.json', { headers: { 'If-None-Match': first.headers.etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');

    write('config.json', JSON.stringify({ ...CONFIG, brand: 'Changed' }), new Date('2026-03-01T00:00:00Z'));
    const changed = await request('/config.json', { headers: { 'If-None-Match': first.headers.etag } });
    expect(changed.status).toBe(200);
    expect(JSON.parse(changed.body.toString()).brand).toBe('Changed');
  });

  test('a rebuild that rewrites an unchanged file keeps its ETag', async () => {
    const before = await request('/index.html');
    write('index.html', INDEX, new Date('2026-04-01T00:00:00Z'));
    const res = await request('/index.html', { headers: { 'If-None-Match': before.headers.etag } });
    expect(res.status).toBe(304);
  });

  test('If-Modified-Since answers 304 for an unchanged file', async () => {
    const first = await request('/remoteEntry.js');
    const res = await request('/remoteEntry.js', { headers: { 'If-Modified-Since': first.headers['last-modified'] } });
    expect(res.status).toBe(304);
  });
});

describe('routing', () => {
  test('a missing hashed asset is a 404, not index.html, and is not cached', async () => {
    for (const missing of ['/static/js/123.deadbeef.js', '/main.0000aaaa.js', '/assets/gone.12345678.png', '/favicon.ico']) {
      const res = await request(missing, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body.toString()).not.toContain('<html');
    }
  });

  test('an SPA route gets index.html, no-cache; so does /', async () => {
    for (const route of ['/', '/courses/chess', '/careers/career-registration?from=nav']) {
      const res = await request(route);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  test('with the route table (routes.json), a path no route matches is 404 with the not-found page', async () => {
    write('routes.json', JSON.stringify(['/', '/about', '/courses/:courseName', '/register', '/reviews/:topic']));
    write('404.html', '<!doctype html><title>Page not found</title><h1>Not Found</h1>');
    write('about/index.html', '<!doctype html><h1>About</h1>');
    for (const unknown of ['/nope', '/about/team', '/courses', '/reviews/chess/extra?x=1']) {
      const res = await request(unknown, { headers: { 'If-None-Match': '*' } });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.body.toString()).toContain('<h1>Not Found</h1>');
    }
    const head = await request('/nope', { method: 'HEAD' });
    expect(head.status).toBe(404);
    // Every real route and alias, a route's own page included, is still 200.
    for (const [route, body] of [
      ['/', INDEX],
      ['/about', '<!doctype html><h1>About</h1>'],
      ['/about/', '<!doctype html><h1>About</h1>'],
      ['/courses/chess', INDEX],
      ['/register', INDEX],
      ['/reviews/coaches', INDEX],
      // A dot in a route's parameter (a signed token) is still that route's page.
      ['/reviews/GFI10001.c2lnbmF0dXJl', INDEX],
    ]) {
      const res = await request(route);
      expect([route, res.status]).toEqual([route, 200]);
      expect(res.body.toString()).toBe(body);
    }
  });

  test('a route in another case is moved (301) to its own spelling, an alias straight to its canonical path', async () => {
    write(
      'routes.json',
      JSON.stringify(['/', '/about', '/courses/:courseName', '/registration', '/register', '/courses/chess/tournament', '/tournament']),
    );
    write('aliases.json', JSON.stringify({ '/register': '/registration', '/courses/chess/tournament': '/tournament' }));
    write('404.html', '<!doctype html><title>Page not found</title><h1>Not Found</h1>');
    for (const [from, to] of [
      ['/About', '/about'],
      ['/Register', '/registration'],
      ['/REGISTRATION/', '/registration'],
      ['/Courses/Chess/Tournament', '/tournament'],
      // A parameter's value is kept as written; the query goes along.
      ['/Courses/chess?from=ad', '/courses/chess?from=ad'],
    ]) {
      const res = await request(from);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // As written, a route is served; an unknown path in any case is still a 404.
    expect((await request('/register')).status).toBe(200);
    expect((await request('/courses/Chess')).status).toBe(200);
    expect((await request('/Nope')).status).toBe(404);
  });

  test('source maps are not published', async () => {
    expect((await request('/main.1a2b3c4d.js.map')).status).toBe(404);
  });

  test('nothing outside the build folder can be reached', async () => {
    for (const escape of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/%2e%2e%2f%2e%2e%2fsecret.txt']) {
      const res = await request(escape);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('outside the build');
    }
  });

  test('only GET and HEAD are answered', async () => {
    const res = await request('/index.html', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('security headers', () => {
  function directives(res) {
    return Object.fromEntries(res.headers['content-security-policy'].split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  }

  test('every answer has nosniff, Referrer-Policy and open CORS; HTML pages carry the CSP', async () => {
    for (const file of ['/', '/index.html', '/courses', '/main.1a2b3c4d.js', '/missing.12345678.js']) {
      const res = await request(file);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const csp = res.headers['content-security-policy'];
      if (res.headers['content-type'].startsWith('text/html')) expect(csp).toMatch(/^default-src 'self'; /);
      else expect(csp).toBeUndefined();
    }
  });

  test('the CSP allows the own origin, the remotes, the API, the images and the e-mail origin, nothing else', async () => {
    const csp = directives(await request('/'));
    expect(csp['script-src']).toEqual(["'self'", 'https://courses.example.org', 'https://media.example.org']);
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://courses.example.org',
      'https://media.example.org',
      'https://api.example.org',
      'https://images.example.org',
      'https://api.emailjs.com',
    ]);
    expect(csp['img-src']).toEqual([
      "'self'",
      'https://courses.example.org',
      'https://media.example.org',
      'https://images.example.org',
      'https://api.example.org',
      'data:',
    ]);
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
  });

  test('the CSP follows remotes.json and config.json when they change, without a restart', async () => {
    write('remotes.json', JSON.stringify({ chess: 'https://chess.example.org/remoteEntry.js' }), new Date('2026-05-01T00:00:00Z'));
    fs.rmSync(path.join(root, 'config.json'));
    const csp = directives(await request('/'));
    expect(csp['script-src']).toEqual(["'self'", 'https://chess.example.org']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://chess.example.org']);
  });
});

test('Accept-Encoding parsing honours q-values and *', () => {
  expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['br', 'gzip']);
  expect([...acceptedEncodings('br;q=0, *')]).toEqual(['gzip']);
  expect([...acceptedEncodings('identity')]).toEqual([]);
  expect([...acceptedEncodings(undefined)]).toEqual([]);
});
