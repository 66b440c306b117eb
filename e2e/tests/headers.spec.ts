import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { repoRoot } from '../support/staticServers';

// What the composed site answers with, whoever serves it (project `node`: serve.js; project
// `nginx`: the generated nginx config): security headers, the Content-Security-Policy on pages,
// immutable hashed files, no-cache for the pages and the files a release or a deployment changes,
// the build's Brotli and gzip copies, conditional requests, and 404s.

const dist = path.join(repoRoot, 'shell', 'dist');
const hashedChunk = () =>
  readdirSync(dist).find((name) => /^[\w-]+\.[0-9a-f]{8}\.js$/.test(name) && readdirSync(dist).includes(`${name}.br`))!;

test('pages carry the security headers and the policy built from remotes.json and config.json, and are revalidated', async ({
  request,
}) => {
  // As served: under nginx the composed remotes.json names nginx's own remote origins.
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const config = (await (await request.get('/config.json')).json()) as { apiBaseUrl: string };
  for (const route of ['/', '/about', '/courses/chess', '/chess/tournament']) {
    const response = await request.get(route);
    const headers = response.headers();
    expect([route, response.status()]).toEqual([route, 200]);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("object-src 'none'");
    for (const entry of Object.values(remotes)) expect(policy).toContain(new URL(entry).origin);
    expect(policy).toContain(`connect-src 'self'`);
    expect(policy).toContain(new URL(config.apiBaseUrl).origin);
  }
});

test("each remote's entry that remotes.json names answers from its own origin, revalidated, and under nginx from nginx", async ({
  request,
}, testInfo) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(['careers', 'chess', 'courses', 'enrolment', 'media']);
  for (const entry of Object.values(remotes)) {
    const response = await request.get(entry);
    expect([entry, response.status()]).toEqual([entry, 200]);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    // The whole composed site is nginx's in that project: the shell and every remote.
    if (testInfo.project.name === 'nginx') expect(response.headers().server).toMatch(/^nginx/);
  }
});

test('remotes.json and config.json are revalidated on every use; a conditional request is answered 304', async ({ request }) => {
  for (const file of ['/remotes.json', '/config.json']) {
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers()['content-security-policy']).toBeUndefined();
    const again = await request.get(file, { headers: { 'If-None-Match': response.headers().etag ?? '' } });
    expect(again.status()).toBe(304);
  }
});

test('hashed files are immutable for a year and sent as the Brotli or gzip copy the build wrote', async ({ baseURL }) => {
  const chunk = `/${hashedChunk()}`;
  const original = readFileSync(path.join(dist, chunk));
  for (const [accept, encoding, copy] of [
    ['br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ] as const) {
    // fetch, not Playwright's request: the body must arrive as sent, not decoded.
    const response = await fetch(new URL(chunk, baseURL), { headers: { 'Accept-Encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(Number(response.headers.get('content-length'))).toBe(readFileSync(path.join(dist, `${chunk}${copy}`)).length);
    expect(Number(response.headers.get('content-length'))).toBeLessThan(original.length);
  }
});

test('a page no route matches is the not-found page with 404; a missing file is a plain 404; maps and hidden files are never served', async ({
  request,
}) => {
  const page = await request.get('/nope');
  expect(page.status()).toBe(404);
  expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(await page.text()).toContain('Page not found');
  for (const file of ['/missing.0badc0de.js', '/assets/gone.png', `/${hashedChunk()}.map`, '/.env']) {
    const response = await request.get(file);
    expect([file, response.status()]).toEqual([file, 404]);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).not.toContain('<html');
  }
});
