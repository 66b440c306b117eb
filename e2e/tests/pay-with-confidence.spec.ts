import { appReady, expect, test } from '../support/test';
import type { Page } from '../support/test';
import { OFFICE, signInToOffice } from '../support/office';

// A parent's journey on a phone (390 px): the course hero shows the fee with its period; the
// registration form and its success overlay show it too, with the free demo first and the refund
// policy; the desk makes a payment link and the parent opens it: who is paid (legal name and UPI
// payee), the amount, and the refund policy. SCREENSHOTS=<folder> keeps the pages' pictures.

test.use({ timezoneId: 'Asia/Kolkata' });

const shots = process.env.SCREENSHOTS;
const picture = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

test('a parent on a phone sees the fee with its period, registers, and opens a payment link that says who is paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The desk publishes the Chess fee: ₹4,500 a month for 8 classes.
  await signInToOffice(page);
  await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Fees' }).click();
  const chessRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Chess', exact: true }) });
  await expect(chessRow).toContainText(/Not published|₹/);
  if (await chessRow.getByText('Not published').isVisible()) await page.getByLabel(/^Course/).selectOption('chess');
  else await chessRow.getByRole('button', { name: 'Edit the fee of Chess' }).click();
  await page.getByLabel(/^Fee \(/).fill('4500');
  await page.getByLabel(/^Pays for/).selectOption('month');
  await page.getByLabel(/^Classes it covers/).fill('8');
  await page.getByLabel(/^Batch size/).fill('6');
  await page.getByLabel(/^Class length/).fill('60');
  await page.getByLabel(/^What is included/).fill('Eight live classes a month and a weekly practice game');
  await page.getByRole('button', { name: /^(Add|Save)$/ }).click();
  await expect(chessRow).toContainText('8 a month');

  // The course hero shows the fee with its period on the first screen.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/courses/chess');
  await appReady(phone);
  const chip = phone.getByRole('region', { name: 'Chess', exact: true }).locator('[data-fee-chip]');
  await expect(chip).toHaveText('Fee₹4,500 / month');
  const chipBox = await chip.boundingBox();
  expect(chipBox!.y + chipBox!.height).toBeLessThan(844 * 1.5);
  await expect(phone.getByText('Free demo first: you pay only after choosing a batch.').first()).toBeVisible();
  await picture(phone, 'course-hero-390');

  // Register: the form shows the chosen course's fee, and so does the success overlay.
  await phone.goto('/registration');
  await appReady(phone);
  const summary = 'Chess: ₹4,500 / month · 8 classes (₹563 a class) · up to 6 children · 60 min';
  await expect(phone.getByText(summary)).toBeVisible();
  const form = phone.locator('form').filter({ has: phone.getByLabel('Mobile number') });
  await form.getByLabel("Parent's name").fill('Kavya Menon');
  await form.getByLabel("Child's name").fill('Ishaan');
  await form.getByLabel('Age', { exact: true }).fill('8');
  await form.getByLabel('Address').fill('Indiranagar, Bengaluru');
  await form.getByLabel('Country code').fill('91');
  await form.getByLabel('Mobile number').fill('9845012345');
  await form.getByLabel('E-mail').fill(`e2e-confidence-${Date.now()}@example.com`);
  await form.getByRole('checkbox', { name: /parent or legal guardian/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  const overlay = phone.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(overlay).toContainText(summary);
  await expect(overlay.getByRole('link', { name: 'Refunds and cancellations' })).toHaveAttribute('href', '/refunds');
  const number = (await overlay.getByTestId('registration-number').textContent()) ?? '';
  expect(number).toMatch(/^GFI\d+$/);
  await picture(phone, 'registration-overlay-390');

  // The desk makes a payment link; the parent opens it and sees who is paid and the amount.
  await page.goto(`${OFFICE}/registrations/${number}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByLabel(/^Amount/).first()).toHaveValue('4500');
  await payment.getByRole('button', { name: 'Make payment link' }).click();
  const link = await payment.getByLabel('Payment link for ₹4,500:').inputValue();
  await phone.goto(link);
  await expect(phone.getByText(`Fee for ${number} (Chess): ₹4,500`)).toBeVisible();
  await expect(phone.getByText('You are paying GFI Learning Private Limited.')).toBeVisible();
  await expect(phone.getByText(/Your UPI app shows GFI Academy\./)).toBeVisible();
  await phone.getByRole('link', { name: 'Refunds and cancellations' }).first().click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Refunds and cancellations' })).toBeVisible();
  await picture(phone, 'refunds-390');
  await phone.close();
});
