#!/usr/bin/env node
// The shell's bundle figures: the JavaScript `/` loads before first contentful paint, file by
// file (raw and gzip -9), and a check that React and the other singletons are fetched once,
// from the shell, when remote screens render. Needs the site running (`npm start`).
// Usage: npm run bundle-figures -w @academy/shell
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BASE = process.env.SITE_URL ?? 'http://localhost:3000';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const bodies = new Map();
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  try {
    bodies.set(response.url(), await response.body());
  } catch {
    // a redirect or aborted response has no body
  }
});

await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
const { fcp, scripts } = await page.evaluate(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const fcpTime = paint ? paint.startTime : Infinity;
  const entries = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' && e.startTime <= fcpTime);
  return { fcp: fcpTime, scripts: entries.map((e) => e.name) };
});

const rows = scripts.map((url) => {
  const body = bodies.get(url) ?? Buffer.alloc(0);
  return { file: url.replace(BASE, '').replace(/^http:\/\/localhost:/, ':'), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`JavaScript requested before first contentful paint of / (FCP ${fcp.toFixed(0)} ms, 390 px, no throttling):\n`);
console.log('| file | raw | gzip -9 |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
console.log(`| **${rows.length} files** | **${kb(total.raw)}** | **${kb(total.gzip)}** |\n`);

// Visit a screen of every remote in the same page session (client-side navigation).
for (const path of ['/courses', '/registration', '/tournament', '/careers', '/payment']) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}
const providers = await page.evaluate(() => {
  const share = window.__FEDERATION__?.__SHARE__ ?? {};
  const seen = {};
  for (const scopes of Object.values(share))
    for (const pkgs of Object.values(scopes))
      for (const [pkg, versions] of Object.entries(pkgs))
        for (const [version, info] of Object.entries(versions))
          if (info.loaded) (seen[pkg] ??= new Set()).add(`${version} from ${info.from}`);
  return Object.fromEntries(Object.entries(seen).map(([pkg, set]) => [pkg, [...set]]));
});
const remoteScripts = [...bodies.keys()].filter((url) => !url.startsWith(BASE));
console.log(`After rendering a screen of each remote: ${bodies.size} scripts fetched, ${remoteScripts.length} of them from remotes.`);
let once = true;
for (const [pkg, loaded] of Object.entries(providers)) {
  console.log(`- ${pkg}: loaded ${loaded.length}× (${loaded.join(', ')})`);
  if (loaded.length !== 1) once = false;
}
console.log(once ? '\nEvery shared singleton, React included, was loaded once.' : '\nA shared singleton was loaded more than once!');
await browser.close();
process.exit(once ? 0 : 1);
