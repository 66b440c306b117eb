// The web app manifest and its icons, so a parent can add the site to a phone's home screen:
// written by the prerender (prerender.mjs) from the deployment's config.json (names) and
// the Node build of the shell (the logo mark, the theme's colours), drawn to PNG with sharp.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const MANIFEST_FILE = 'manifest.webmanifest';

/** Each icon's file under dist/, its size and purpose. */
export const APP_ICONS = [
  { src: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { src: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { src: 'icons/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { src: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The manifest for a deployment's config.json and the theme's colours. */
export function appManifest(config, colours) {
  return {
    name: config.product,
    short_name: config.brand,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: APP_ICONS.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

/** Writes dist/manifest.webmanifest and dist/icons/*.png. */
export async function writeAppManifest({ dist, config, appIconSvg, appColours }) {
  mkdirSync(path.join(dist, 'icons'), { recursive: true });
  for (const { src, size, purpose } of APP_ICONS) {
    const png = await sharp(Buffer.from(appIconSvg(purpose === 'maskable')))
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    writeFileSync(path.join(dist, src), png);
  }
  writeFileSync(path.join(dist, MANIFEST_FILE), `${JSON.stringify(appManifest(config, appColours), null, 2)}\n`);
}
