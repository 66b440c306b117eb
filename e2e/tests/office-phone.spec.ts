import { expect, test } from '../support/test';
import type { Locator, Page } from '../support/test';
import { OFFICE, signInToOffice } from '../support/office';
import { axeViolations } from '../support/axe';

// The office's content list on a phone (issue #36: "Tournament Edit and Delete are off-screen"):
// at 390 × 844 px each row is a card, so a row's Edit and Delete are on the screen with no
// sideways scrolling, of the page or of the list. The API's seeded tournaments fill the list.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, timezoneId: 'Asia/Kolkata' });

const signIn = (page: Page) => signInToOffice(page);

/** The element's box once scrolled to: wholly inside the phone's screen, across and down. */
async function expectOnScreen(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
  expect(y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(y + height, `${what}: bottom edge`).toBeLessThanOrEqual(PHONE.height);
}

test('at 390 px the first tournament’s Edit and Delete are on the screen, nothing scrolls sideways, and axe finds nothing', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${OFFICE}/tournaments`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Tournaments' });
  const first = list
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(first).toBeVisible();

  const edit = first.getByRole('button', { name: /^Edit the tournament of / });
  const remove = first.getByRole('button', { name: /^Delete the tournament of / });
  await expectOnScreen(edit, 'Edit');
  await expectOnScreen(remove, 'Delete');

  // Neither the page nor the list's own box is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const listWidths = await list.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(listWidths.scroll).toBeLessThanOrEqual(listWidths.client);

  expect(await axeViolations(page)).toEqual([]);
});
