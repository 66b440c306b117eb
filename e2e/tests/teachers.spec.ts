import sharp from 'sharp';
import { expect, layoutShifts, shiftScore, test } from '../support/test';
import type { Page } from '../support/test';
import { OFFICE, OFFICE_API, signInToOffice } from '../support/office';
import { axeViolations } from '../support/axe';

// Teachers published from the office (http://localhost:3006) and shown by the site: on the page
// of each course they teach and on About; with none, neither page has a Teachers section. The
// teacher teaches Vedic Math, a course page no other spec pictures, and is deleted at the end.

const NAME = 'Kavya Iyer';
const BIO = 'Teaches the sixteen sutras with speed drills and checks.';

/**
 * Goes to a public page and jumps to its end as a visitor does with the End key, then waits for
 * its read of the teachers (what the page renders from it, the test's assertions wait for). The
 * teachers load at a first input or as the page's end comes near (on About also once the page is idle).
 */
async function openAndReadTeachers(page: Page, path: string): Promise<unknown> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/teachers');
  await page.goto(path);
  await page.keyboard.press('End');
  return (await answer).json() as Promise<unknown>;
}

const signIn = (page: Page) => signInToOffice(page);

test('with no teachers there is no section; a teacher added in the office shows on their course page and on About', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);

  // None published: no heading, no empty state, on a course page or on About.
  expect(await openAndReadTeachers(page, '/courses/vedicmath')).toEqual({ teachers: [] });
  await expect(page.getByRole('heading', { level: 2, name: 'Ratings & Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Your Teachers' })).toHaveCount(0);
  expect(await openAndReadTeachers(page, '/about')).toEqual({ teachers: [] });
  await expect(page.getByRole('heading', { name: 'Our Teachers' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Staff add one, with a photo carrying a location in its EXIF.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'kavya-home-location' } })
    .toBuffer();
  await signIn(page);
  await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Teachers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teachers' })).toBeVisible();
  await page.getByLabel('Name').fill(NAME);
  await page.getByLabel('Credential', { exact: true }).selectOption('FIDE ID');
  await page.getByLabel('Credential id').fill('5000017');
  await page.getByLabel('Photo').setInputFiles({ name: 'kavya.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('checkbox', { name: 'Vedic Math' }).check();
  await page.getByLabel('Short bio').fill(BIO);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The teacher is added.' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(NAME) }) });
  await expect(row).toContainText('Vedic Math');
  expect(await axeViolations(page)).toEqual([]);

  // Their course page ends with them: photo, name, bio and the link to the FIDE profile.
  const published = (await openAndReadTeachers(page, '/courses/vedicmath')) as {
    teachers: Array<{ photoFile: string; photoWebpFile: string }>;
  };
  expect(published.teachers).toHaveLength(1);
  const section = page.getByRole('region', { name: 'Meet Your Teachers' });
  await expect(section.getByRole('heading', { level: 3, name: NAME })).toBeVisible();
  await expect(section.getByText(BIO)).toBeVisible();
  await expect(section.getByRole('link', { name: /FIDE ID 5000017/ })).toHaveAttribute('href', 'https://ratings.fide.com/profile/5000017');
  const picture = section.getByRole('img', { name: `Photo of ${NAME}` });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  // The browser chose the WebP copy; neither copy kept the EXIF.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  for (const file of [published.teachers[0]!.photoFile, published.teachers[0]!.photoWebpFile]) {
    const served = await request.get(`${OFFICE_API}/images/${file}`);
    expect(served.status()).toBe(200);
    expect((await served.body()).toString('latin1')).not.toContain('kavya-home-location');
  }
  // The section at the page's end appears without moving what was already on screen.
  const shifts = await layoutShifts(page);
  const shift = shiftScore(shifts);
  testInfo.annotations.push({ type: 'layout shift', description: String(shift) });
  expect(shift, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
  expect(await axeViolations(page, '[aria-labelledby="course-teachers"]')).toEqual([]);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    // What a person sees: the card whole, the photo round and uncropped by the card, no overflow.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await section.screenshot({ path: testInfo.outputPath(`course-teachers-${width}.png`), animations: 'disabled' });
    await page.screenshot({ path: testInfo.outputPath(`course-page-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Another course's page has no teachers section; About lists everyone with their courses.
  await openAndReadTeachers(page, '/courses/chess');
  await expect(page.getByRole('heading', { level: 2, name: 'Ratings & Reviews' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meet Your Teachers' })).toHaveCount(0);
  await openAndReadTeachers(page, '/about');
  const about = page.getByRole('region', { name: 'Our Teachers' });
  await expect(about.getByRole('heading', { level: 3, name: NAME })).toBeVisible();
  await expect(about.getByText('Teaches Vedic Math')).toBeVisible();
  await about.screenshot({ path: testInfo.outputPath('about-teachers-1280.png'), animations: 'disabled' });

  // Leave the site as the other specs expect it: the teacher goes, and so does their photo.
  await page.goto(`${OFFICE}/teachers`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete the teacher ${NAME}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The teacher is deleted.' })).toBeVisible();
  expect((await request.get(`${OFFICE_API}/images/${published.teachers[0]!.photoFile}`)).status()).toBe(404);
  expect(await (await request.get(`${OFFICE_API}/v1/teachers`)).json()).toEqual({ teachers: [] });
});
