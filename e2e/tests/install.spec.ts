import sharp from 'sharp';
import { expect, test } from '../support/test';

// The site can be added to a phone's home screen: every page links the web app manifest, whose
// names, colours and icons are the brand's, and Chromium finds nothing that stops installing it.

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('every page links the manifest; its names and colours are the brand, and each icon is a PNG of its stated size', async ({
  page,
  request,
}) => {
  for (const route of ['/', '/registration', '/about', '/no-such-page']) {
    await page.goto(route);
    await expect(page.locator('head link[rel="manifest"]'), route).toHaveAttribute('href', 'manifest.webmanifest');
  }
  const manifestUrl = new URL('manifest.webmanifest', page.url()).href;
  const response = await request.get(manifestUrl);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'GFI Academy',
    short_name: 'GFI',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
  });
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));

  const seen: string[] = [];
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, manifestUrl).href);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe('png');
    seen.push(`${icon.sizes} ${icon.purpose}`);
  }
  expect(seen.sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
});

test('Chromium reports nothing that stops the site being installed but the test browser being a private window', async ({ page }) => {
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const errors = async () => {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    return installabilityErrors.map((error) => error.errorId);
  };
  // Every Playwright context is incognito, where Chromium never installs; any other error
  // (no manifest, no icon of a usable size, no start URL...) is the site's.
  await expect.poll(errors).toEqual(['in-incognito']);
});
