import { contentLoaded, expect, layoutShift, test } from '../support/test';

// Prerendered routes: their content is in the HTML before any script runs, and the browser
// hydrates that HTML without a mismatch.

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, heading] of [
    ['/', 'Learn Online with GFI Classes'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
  ] as const) {
    test(`${route} arrives with its heading, navigation and title`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page).toHaveTitle(/\| GFI Academy$/);
    });
  }

  // A remote's route arrives with the remote's own page, as that remote's build rendered it.
  for (const [route, heading, text] of [
    ['/courses/chess', 'Chess', 'Live online chess classes'],
    ['/registration', 'Student Registration', "Parent's name"],
  ] as const) {
    test(`${route} arrives with the remote's page inside the site chrome`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('[data-remote-loading]')).toHaveCount(0);
      await expect(page.locator('style[data-remote-prerender]')).not.toHaveCount(0);
    });
  }

  // Until the brand font arrives, text is set in a local face sized to its metrics: when it
  // swaps in, lines keep their places (a late font on a slow phone moves nothing a parent sees).
  test('text sits where it will sit in the brand font before the font arrives', async ({ browser }) => {
    const tops = async (fontArrives: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (!fontArrives) await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto('/tools/time-converter');
      await page.evaluate(() => document.fonts.ready);
      const found = await page.evaluate(() => ({
        brand: document.fonts.check('16px Nunito'),
        tops: [...document.querySelectorAll('main h1, main h2, main p, main span, main label')].map((element) =>
          Math.round(element.getBoundingClientRect().top),
        ),
      }));
      await context.close();
      return found;
    };
    const [withFont, withoutFont] = [await tops(true), await tops(false)];
    expect([withFont.brand, withoutFont.brand]).toEqual([true, false]);
    expect(withFont.tops.length).toBeGreaterThan(10);
    expect(withoutFont.tops.map((top, i) => Math.abs(top - withFont.tops[i]!))).toEqual(withFont.tops.map(() => 0));
  });
});

test('/courses/chess: the live remote page takes the place of the prerendered one, without errors or a shift', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/courses/chess');
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chess');
  // The live page is interactive.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // Not a readiness wait: the score covers everything the page loads by itself (the first input
  // starts more), and no element marks the last of it; a later shift only makes the test lenient.
  await page.waitForLoadState('networkidle');
  const shift = await layoutShift(page);
  expect(shift).toBeLessThan(0.02);
  expect(errors).toEqual([]);
});

const brandFontLoaded = () => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Nunito' && face.status === 'loaded');

// A page led by its main picture (Home's hero, a course's picture) gives the phone's connection
// to that picture first: the brand font is fetched once the picture is shown, then set. A page led
// by text preloads the font.
for (const [route, picture] of [
  ['/', 'Chess classes'],
  ['/courses/chess', 'Chess classes'],
] as const) {
  test(`${route} shows its main picture before it fetches the brand font, then sets its text in it`, async ({ page }) => {
    await page.goto(route);
    const mainPicture = page.getByRole('img', { name: picture }).first();
    await expect(mainPicture).toBeVisible();
    await expect.poll(() => page.evaluate(brandFontLoaded)).toBe(true);
    // The page's own record of its requests: when the picture had arrived, and when the font was asked for.
    const timing = await mainPicture.evaluate((img: HTMLImageElement) => {
      const entry = (url: string) =>
        performance.getEntriesByType('resource').find((resource) => resource.name === url) as PerformanceResourceTiming | undefined;
      const font = performance.getEntriesByType('resource').find((resource) => resource.name.endsWith('.woff2'));
      const file = new URL(img.currentSrc).pathname.split('/').pop()!;
      const copies = performance.getEntriesByType('resource').filter((resource) => resource.name.endsWith(`/${file}`)).length;
      return { pictureArrived: entry(img.currentSrc)?.responseEnd, fontAskedFor: font?.startTime, copies };
    });
    // The prerendered page and the live one show the picture from the same address: fetched once.
    expect(timing.copies).toBe(1);
    expect(timing.pictureArrived).toBeGreaterThan(0);
    expect(timing.fontAskedFor).toBeGreaterThan(timing.pictureArrived!);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^Nunito,/);
  });
}

test('/about preloads the brand font for its first screen of text', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /nunito/);
  await expect.poll(() => page.evaluate(brandFontLoaded)).toBe(true);
});

for (const route of ['/', '/about', '/courses/chess']) {
  test(`${route} hydrates without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /#418|#419|#423|#425|hydrat/i.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydration is over once the app is ready (goto waits for it), and so is any mismatch it reported.
    await contentLoaded(page);
    expect(errors).toEqual([]);
    await expect(page.locator('title')).toHaveCount(1);
  });
}

test('the hero slideshow can be paused, and the first slide is a plain picture before swiper loads', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Chess classes' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

test('with reduced motion the hero starts paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});
