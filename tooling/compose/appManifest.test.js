/** @jest-environment node */
const { mkdtempSync, readFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');
const { APP_ICONS, appManifest, writeAppManifest } = require('./appManifest.mjs');

const config = { brand: 'Acme', product: 'Acme Academy' };
const colours = { theme: '#123456', background: '#fefefe' };
const square = (maskable) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="${maskable ? '#00ff00' : '#ff0000'}"/></svg>`;

test("the manifest names the deployment's product and brand, with the theme's colours", () => {
  expect(appManifest(config, colours)).toMatchObject({
    name: 'Acme Academy',
    short_name: 'Acme',
    theme_color: '#123456',
    background_color: '#fefefe',
    start_url: '/',
  });
});

test('each icon is drawn at its size, the maskable ones from the maskable drawing', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'app-manifest-'));
  await writeAppManifest({ dist, config, appIconSvg: square, appColours: colours });
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));
  expect(manifest.icons.map((icon) => icon.src)).toEqual(APP_ICONS.map((icon) => icon.src));
  for (const icon of APP_ICONS) {
    const { data, info } = await sharp(path.join(dist, icon.src)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([icon.size, icon.size]);
    expect({ icon: icon.src, green: data[1] > 200 }).toEqual({ icon: icon.src, green: icon.purpose === 'maskable' });
  }
});
