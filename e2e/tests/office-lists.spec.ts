import { expect, test } from '../support/test';
import type { Browser } from '@playwright/test';
import type { Page } from '../support/test';
import { ist, postRegistration, officeAt } from '../support/office';

// The office's lists as the front desk's daily tool (docs/product.md, the office): one line per
// record so a 1280x900 screen holds a day's leads, headings that sort, the Today shortcut, saved
// views, and a bulk status change that leaves alone a record another desk changed meanwhile.

test.use({ timezoneId: 'Asia/Kolkata', viewport: { width: 1280, height: 900 } });

const deskAt = (browser: Browser, path: string): Promise<Page> => officeAt(browser, path, { width: 1280, height: 900 });

const tagOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const rowOf = (page: Page, number: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });

test('at 1280x900 the first screen shows at least 25 records, one line each', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const tag = tagOf();
  for (let i = 0; i < 40; i += 1) {
    await postRegistration(request, { childName: `Dense ${tag} ${String(i).padStart(2, '0')}`, email: `dense-${tag}-${i}@example.com` });
  }
  const page = await deskAt(browser, `/registrations?q=${tag}`);
  await expect(page.getByText('40 registrations', { exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(40);
  const heights = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  const onScreen = await page
    .locator('tbody tr')
    .evaluateAll((rows) => rows.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  await page.screenshot({ path: testInfo.outputPath('registrations-1280x900.png') });
  expect(Math.max(...heights)).toBeLessThan(34);
  expect(onScreen).toBeGreaterThanOrEqual(25);
  await page.context().close();
});

test('a heading sorts by name either way; Today sets From and To; a saved view opens again in one click', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = tagOf();
  const numbers: Record<string, string> = {};
  for (const name of ['Mira', 'anand', 'Zubin']) {
    numbers[name] = await postRegistration(request, { childName: `${name} ${tag}`, email: `sort-${name}-${tag}@example.com` });
  }
  const page = await deskAt(browser, `/registrations?q=${tag}`);
  await expect(page.getByText('3 registrations', { exact: true })).toBeVisible();
  const firstRow = () => page.getByRole('rowheader').first();
  await expect(firstRow()).toHaveText(numbers.Zubin!);

  const name = page.getByRole('columnheader', { name: /^Name/ });
  await name.getByRole('button').click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow()).toHaveText(numbers.anand!);
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow()).toHaveText(numbers.Zubin!);

  // Today: From and To are India's day, applied with the search; the order stays.
  const today = ist(new Date()).day;
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByLabel('From (DD/MM/YYYY)')).toHaveValue(today);
  await expect(page.getByLabel('To (DD/MM/YYYY)')).toHaveValue(today);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&sort=name&dir=desc/);
  await expect(page.getByText('3 registrations', { exact: true })).toBeVisible();

  // Saved, cleared, and opened again in one click.
  const views = page.getByRole('group', { name: 'Saved views' });
  await views.getByLabel('Name this view').fill(`Today by name ${tag}`);
  await views.getByRole('button', { name: 'Save view' }).click();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await views.getByRole('button', { name: `Today by name ${tag}`, exact: true }).click();
  await expect(page.getByLabel('Search')).toHaveValue(tag);
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow()).toHaveText(numbers.Zubin!);
  // Kept in this browser for the person signed in: there after a reload.
  await page.reload();
  await expect(views.getByRole('button', { name: `Today by name ${tag}`, exact: true })).toBeVisible();
  await page.context().close();
});

test('bulk status on three ticked records: two change, the third changed by another desk is reported', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = tagOf();
  const numbers = [];
  for (let i = 0; i < 3; i += 1) {
    numbers.push(await postRegistration(request, { childName: `Bulk ${tag} ${i}`, email: `bulk-${tag}-${i}@example.com` }));
  }
  const [first, second, third] = numbers as [string, string, string];
  const page = await deskAt(browser, `/registrations?q=${tag}`);
  await expect(page.getByText('3 registrations', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByRole('group', { name: '3 selected' })).toBeVisible();

  // Another desk closes the third record after this list was read.
  const other = await deskAt(browser, `/registrations/${third}`);
  await other.getByLabel(`Status of ${third}`).selectOption('closed');
  await expect(other.getByText(`${third} saved.`)).toBeVisible();
  await other.context().close();

  const bar = page.getByRole('group', { name: '3 selected' });
  await bar.getByLabel('Change status').selectOption('contacted');
  await bar.getByRole('button', { name: 'Apply status' }).click();
  await expect(page.getByText('2 changed; 1 changed by someone else since — reload to see them.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bulk-result-1280x900.png') });
  await expect(rowOf(page, first).getByLabel(`Status of ${first}`)).toHaveValue('contacted');
  await expect(rowOf(page, second).getByLabel(`Status of ${second}`)).toHaveValue('contacted');
  await expect(rowOf(page, third).getByLabel(`Status of ${third}`)).toHaveValue('closed');
  await page.context().close();
});
