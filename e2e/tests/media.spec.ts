import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import type { Locator, Page } from '../support/test';
import { AXE_PAGE_MS } from '../support/axe';
import { SAMPLE_ACHIEVEMENTS } from '@academy/contracts/sample-achievements';

// mfe-media in the composed site against the seeded API: the achievements gallery and its
// detail (share, download), failures, and the payment page with its terms dialog.

const API = 'http://localhost:4000';

/**
 * The seeded gallery's cards, each once. The office's tests publish cards of their own meanwhile
 * (a new card shows first), so the gallery may hold more than the seed.
 */
async function expectSampleCards(gallery: Locator) {
  for (const sample of SAMPLE_ACHIEVEMENTS) await expect(gallery.locator(`a[href="/achievements/${sample.id}"]`)).toHaveCount(1);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the gallery shows the seeded certificates drawn on their cards, and a card opens its detail with the picture', async ({ page }) => {
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  const gallery = page.getByRole('list', { name: 'Achievements' });
  await expectSampleCards(gallery);
  // A sample certificate (known by its id) is drawn on its card in the page's type, no picture shrunk into it.
  const card = gallery.getByRole('link', { name: 'Certificate of Achievement Aarav Sharma Winner, Under-10 Rapid Chess Open' });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);

  await gallery.getByRole('link', { name: /Diya Patel/ }).click();
  await expect(page).toHaveURL(/\/achievements\/diya-patel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diya Patel' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Certificate of Diya Patel: Abacus Level 4 Champion' });
  await expect(picture).toHaveAttribute('src', `${API}/images/diya-patel.svg`);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('Download saves the picture under its file name with its bytes', async ({ page }) => {
  await page.goto('/achievements/aarav-sharma');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('aarav-sharma.svg');
  const bytes = readFileSync(await download.path());
  expect(bytes.length).toBeGreaterThan(500);
  expect(bytes.toString('utf8')).toContain('Aarav Sharma');
  const served = await page.request.get(`${API}/images/aarav-sharma.svg`);
  expect(bytes.equals(await served.body())).toBe(true);
});

test('Share opens the share dialog, whose copy button puts the address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://localhost:3000' });
  await page.goto('/achievements/kabir-rao');
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await expect(dialog.getByLabel('Page address')).toHaveValue('http://localhost:3000/achievements/kabir-rao');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('http://localhost:3000/achievements/kabir-rao');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
});

test('an unknown achievement says so and links back to the gallery', async ({ page }) => {
  await page.goto('/achievements/no-such-student');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievement not found' })).toBeVisible();
  await page.getByRole('link', { name: /Back to all achievements/ }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  await expectSampleCards(page.getByRole('list', { name: 'Achievements' }));
});

test('a failed gallery load shows the red toast, which leaves after 5 s, and Try again recovers', async ({ page }) => {
  await page.route(`${API}/v1/achievements`, (route) => route.fulfill({ status: 500, json: { error: 'Store unavailable.' } }));
  await page.goto('/achievements');
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to load page. Please try again.' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);
  expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(185, 28, 28)');
  await expect(toast).toBeHidden({ timeout: 7000 });

  await page.unroute(`${API}/v1/achievements`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectSampleCards(page.getByRole('list', { name: 'Achievements' }));
});

test('a failed detail load is logged with its message and shows an error state', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.route(`${API}/v1/achievements`, (route) => route.fulfill({ status: 503, json: { error: 'Store unavailable.' } }));
  await page.goto('/achievements/aarav-sharma');
  await expect(page.getByRole('heading', { level: 1, name: 'This achievement could not be loaded' })).toBeVisible();
  expect(logged.some((text) => text.includes('Failed to fetch achievement details. Please try again.'))).toBe(true);
});

test('the payment page links to the UPI apps and PayPal from config, with a QR code', async ({ page }) => {
  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const query = 'pa=gfiacademy@okaxis&pn=GFI%20Academy&cu=INR';
  const inr = page.getByRole('region', { name: 'Payment in INR' });
  await expect(inr.getByRole('link', { name: 'Google Pay' })).toHaveAttribute('href', `tez://upi/pay?${query}`);
  await expect(inr.getByRole('link', { name: 'PhonePe' })).toHaveAttribute('href', `phonepe://pay?${query}`);
  await expect(inr.getByRole('link', { name: 'UPI' })).toHaveAttribute('href', `upi://pay?${query}`);
  await expect(page.getByRole('img', { name: 'QR code to pay GFI Academy by UPI' })).toBeVisible();
  const other = page.getByRole('region', { name: 'Payment in Other Currencies' });
  await expect(other.getByRole('link', { name: 'PayPal' })).toHaveAttribute('href', 'https://www.paypal.com/paypalme/gfiacademy');
  await expect(other.getByText('Additional transactional charges will be applicable')).toBeVisible();
});

test('the payment terms dialog opens and closes with the keyboard', async ({ page }) => {
  await page.goto('/payment');
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  const opener = page.getByRole('button', { name: 'Terms & Conditions' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Payment Terms & Conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '2. Enrolment and payments' })).toBeVisible();
  await expect(dialog.getByText(/All prices are in Indian Rupees \(INR\)\. Fees are paid in advance/)).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  // Tab stays inside the modal: its two buttons, then back round.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'I understand' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'I understand' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`axe finds no violation on the media routes at ${width} px, dialogs open included`, async ({ page }) => {
    test.setTimeout(AXE_PAGE_MS * 5);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/achievements');
    await expectSampleCards(page.getByRole('list', { name: 'Achievements' }));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/achievements/meera-nair');
    await expect(page.getByRole('heading', { level: 1, name: 'Meera Nair' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/payment');
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    // Phones and tablets keep the QR code behind a button (it cannot be scanned from the same screen).
    if (width < 900) await page.getByRole('button', { name: 'Pay from another device' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Terms & Conditions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
