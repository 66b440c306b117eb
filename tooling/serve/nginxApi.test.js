/** @jest-environment node */
// The API's server block that nginx.js writes sends who sent each request: a same-host proxy that
// did not would make every visitor 127.0.0.1 to the API (docs/decisions/proxies.md). Checked
// against a real nginx in front of a stand-in API that echoes the headers it got, where nginx is
// installed (.ci/run installs it).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { nginxApiConfig, nginxMainConfig } = require('./nginx');

const HAS_NGINX = spawnSync('nginx', ['-v']).status === 0;

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

test('the API block proxies to the API and sends X-Forwarded-For, X-Forwarded-Proto and Host', () => {
  const config = nginxApiConfig({ upstream: 'http://127.0.0.1:4000', serverName: 'api.example.org' });
  expect(config).toContain('proxy_pass http://127.0.0.1:4000;');
  expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  expect(config).toContain('proxy_set_header Host $host;');
  expect(() => nginxApiConfig({ upstream: 'http://127.0.0.1:4000/; evil' })).toThrow(/--api must be/);
});

(HAS_NGINX ? test : test.skip)(
  'a request through that nginx reaches the API naming the visitor in X-Forwarded-For',
  async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-api-'));
    const seen = [];
    const api = http.createServer((request, response) => {
      seen.push({
        forwardedFor: request.headers['x-forwarded-for'],
        proto: request.headers['x-forwarded-proto'],
        host: request.headers.host,
      });
      response.end('{}');
    });
    const apiPort = await freePort();
    await new Promise((resolve) => {
      api.listen(apiPort, '127.0.0.1', () => resolve(undefined));
    });
    const nginxPort = await freePort();
    const site = nginxApiConfig({ upstream: `http://127.0.0.1:${apiPort}`, listen: `127.0.0.1:${nginxPort}` });
    const user = process.getuid?.() === 0 ? 'root root' : null;
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxMainConfig({ prefix, sites: [site], user }));
    const nginx = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    /** @param {Record<string, string>} headers @returns {Promise<number | undefined>} */
    const get = (headers) =>
      new Promise((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port: nginxPort, path: '/office/session', headers, agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
        });
        request.on('error', reject);
        request.end();
      });
    try {
      let status = /** @type {number | undefined} */ (0);
      for (let i = 0; i < 100 && status !== 200; i += 1) {
        status = await get({ host: 'api.example.org' }).catch(() => 0);
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(200);
      // A client's own entries come first; the address nginx saw is appended last, where TRUST_PROXY=127.0.0.1 reads it.
      await get({ host: 'api.example.org', 'x-forwarded-for': '203.0.113.9' });
      expect(seen.at(-2)).toEqual({ forwardedFor: '127.0.0.1', proto: 'http', host: 'api.example.org' });
      expect(seen.at(-1)).toEqual({ forwardedFor: '203.0.113.9, 127.0.0.1', proto: 'http', host: 'api.example.org' });
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => api.close(resolve));
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  },
  30_000,
);
