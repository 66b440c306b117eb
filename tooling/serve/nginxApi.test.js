/** @jest-environment node */
// The API's nginx block keeps the operator's paths internal: nginx itself, in front of a stand-in
// API, answers 403 to an address outside --internal for /health*, /metrics, /docs and
// /openapi.json, and passes every other call on with the visitor's address and a request id.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { nginxMainConfig } = require('./nginx');
const { nginxApiConfig } = require('./nginxApi');

const HAS_NGINX = spawnSync('nginx', ['-v']).status === 0;

test('the block allows the internal networks, then denies everyone else, on the operator paths only', () => {
  const config = nginxApiConfig({ serverName: 'api.example.org', internal: ['127.0.0.1', '::1', '10.0.0.0/8'] });
  expect(config).toContain('location ~ "^/(health(/|$)|metrics$|docs(/|$)|openapi\\\\.json$)" {');
  expect(config).toMatch(/allow 127\.0\.0\.1;\s+allow ::1;\s+allow 10\.0\.0\.0\/8;\s+deny all;/);
  expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  expect(() => nginxApiConfig({ serverName: 'api.example.org', internal: ['everyone'] })).toThrow('--internal must list');
});

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

function get(port, urlPath) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

(HAS_NGINX ? describe : describe.skip)('nginx with the generated block', () => {
  let parent;
  let nginx;
  let api;
  let port;
  beforeAll(async () => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-api-'));
    api = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ url: req.url, forwardedFor: req.headers['x-forwarded-for'], requestId: req.headers['x-request-id'] }));
    });
    const apiPort = await listen(api);
    const probe = http.createServer();
    port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    // Loopback left out of --internal, so this machine's requests stand for a visitor's.
    const site = nginxApiConfig({
      serverName: 'api.example.org',
      listen: `127.0.0.1:${port}`,
      upstream: `http://127.0.0.1:${apiPort}`,
      internal: ['10.9.9.9'],
    });
    const user = process.getuid?.() === 0 ? 'root root' : null;
    fs.writeFileSync(path.join(parent, 'nginx.conf'), nginxMainConfig({ prefix: parent, sites: [site], user }));
    expect(spawnSync('nginx', ['-t', '-p', parent, '-c', path.join(parent, 'nginx.conf')]).status).toBe(0);
    nginx = spawn('nginx', ['-p', parent, '-c', path.join(parent, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    for (let i = 0; i < 100; i += 1) {
      if (
        await get(port, '/v1/courses').then(
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
    await new Promise((resolve) => api.close(resolve));
    fs.rmSync(parent, { recursive: true, force: true });
  });

  test.each(['/health', '/health/ready', '/health/live', '/metrics', '/docs', '/docs/static/index.html', '/openapi.json'])(
    '%s is refused to an address outside --internal',
    async (urlPath) => {
      expect((await get(port, urlPath)).status).toBe(403);
    },
  );

  test('every other call reaches the API with the visitor address and a request id', async () => {
    for (const urlPath of ['/registrations', '/healthy-habits', '/metrics-report', '/docsearch']) {
      const answer = await get(port, urlPath);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        url: urlPath,
        forwardedFor: '127.0.0.1',
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    }
  });
});
