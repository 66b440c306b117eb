#!/usr/bin/env node
// Writes dist/sitemap.xml and dist/robots.txt after the shell's build: every public page of the
// site manifest (contracts/src/site/site.ts), a page per course of the shared catalogue and per
// reviewed topic, with absolute URLs on the deployment's `siteUrl` (dist/config.json).
// Alone: `node scripts/write-seo-files.mjs [dist]`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COURSES } from '../../contracts/src/catalogue/courses.ts';
import { sitemapPaths } from '../../contracts/src/site/site.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** The canonical paths of every public page, in manifest order. */
export const publicPaths = () => sitemapPaths({ course: COURSES.map((course) => course.slug) });

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl, paths) {
  const base = `${siteUrl.replace(/\/+$/, '')}/`;
  const urls = paths.map((p) => `  <url><loc>${escapeXml(new URL(p, base).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', `${siteUrl.replace(/\/+$/, '')}/`).href}\n`;
}

function siteUrlOf(dist) {
  try {
    return JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')).siteUrl ?? DEFAULT_SITE_URL;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

export async function writeSeoFiles(dist) {
  const siteUrl = siteUrlOf(dist);
  const paths = publicPaths();
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(siteUrl, paths));
  writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(siteUrl));
  return { siteUrl, paths };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.resolve(process.argv[2] ?? path.join(here, '../dist'));
  const { siteUrl, paths } = await writeSeoFiles(dist);
  console.log(`sitemap.xml (${paths.length} pages on ${siteUrl}) and robots.txt written to ${dist}`);
}
