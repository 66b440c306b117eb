import { expect, test } from '../support/test';
import type { Browser } from '@playwright/test';
import type { Page } from '../support/test';
import { OFFICE, STAFF_EMAIL, STAFF_PASSWORD, postRegistration } from '../support/office';

// The desk's daily tool (docs/product.md, the office): two people editing one record. Each
// browser context is a desk of its own, signed in with its own session; the second save meets
// the first one's change (412) and the page says what changed, keeping what was typed.

test.use({ timezoneId: 'Asia/Kolkata' });

async function deskAt(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  await page.goto(`${OFFICE}/`);
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
  await page.goto(`${OFFICE}${path}`);
  return page;
}

test('two desks edit one record: the second save is told what changed and keeps its note', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const number = await postRegistration(request, { childName: `Two Desks ${tag}`, email: `two-desks-${tag}@example.com` });
  const first = await deskAt(browser, `/registrations/${number}`);
  const second = await deskAt(browser, `/registrations/${number}`);
  for (const page of [first, second]) await expect(page.getByLabel(`Note on ${number}`)).toHaveValue('');

  await first.getByLabel(`Note on ${number}`).fill('Called at 10; demo on Saturday.');
  await first.getByRole('button', { name: 'Save note' }).click();
  await expect(first.getByText(`${number} saved.`)).toBeVisible();

  // The second desk still shows the record as it was read, and types its own note.
  await second.getByLabel(`Note on ${number}`).fill('Parent asked for a call after 6.');
  await second.getByRole('button', { name: 'Save note' }).click();
  const conflict = second.getByRole('alert');
  await expect(conflict).toContainText(`${number} was changed by someone else since you opened it. Nothing was saved.`);
  await expect(conflict).toContainText('The note is now: “Called at 10; demo on Saturday.”.');
  await expect(second.getByLabel(`Note on ${number}`)).toHaveValue('Parent asked for a call after 6.');

  // Saved again, knowingly, it lands over the first desk's note.
  await second.getByRole('button', { name: 'Save note' }).click();
  await expect(second.getByText(`${number} saved.`)).toBeVisible();
  await first.reload();
  await expect(first.getByLabel(`Note on ${number}`)).toHaveValue('Parent asked for a call after 6.');
  await first.context().close();
  await second.context().close();
});
