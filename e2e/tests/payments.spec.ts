import { appReady, expect, layoutShift, livePage, test } from '../support/test';
import type { Page } from '../support/test';
import { OFFICE, OFFICE_API, STAFF_EMAIL, signInToOffice } from '../support/office';

// Fees and payment links end to end: staff publish a fee in the office, make a signed payment
// link on a registration, the family opens it on a phone and sees the amount (its UPI link
// carries amount, currency and registration), a changed amount is refused, and staff mark the
// registration paid and see it in its activity. SCREENSHOTS=<folder> keeps the pages' pictures.

test.use({ timezoneId: 'Asia/Kolkata' });

const shots = process.env.SCREENSHOTS;
const picture = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const signIn = (page: Page) => signInToOffice(page);

test('a fee set, a payment link made and opened on a phone, a tampered amount refused, and the payment marked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const created = await request.post(`${OFFICE_API}/registrations`, {
    data: {
      course: 'Chess',
      parentName: 'Kavya Menon',
      childName: 'Ishaan',
      age: '8',
      address: 'Indiranagar, Bengaluru',
      countryCode: '91',
      mobileNumber: '9845012345',
      email: `e2e-pay-${Date.now()}@example.com`,
      referralCode: '',
      consent: true,
      website: '',
    },
  });
  expect(created.status()).toBe(201);
  const number = ((await created.json()) as { registrationNumber: string }).registrationNumber;

  // Staff publish the Chess fee.
  await signIn(page);
  await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Fees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  const chessRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Chess', exact: true }) });
  // The row appears once the fees have loaded: published (a fee in rupees) or not.
  await expect(chessRow).toContainText(/Not published|₹/);
  if (await chessRow.getByText('Not published').isVisible()) {
    await page.getByLabel(/^Course/).selectOption('chess');
  } else {
    await chessRow.getByRole('button', { name: 'Edit the fee of Chess' }).click();
  }
  await page.getByLabel(/^Fee \(/).fill('4500');
  await page.getByLabel(/^Pays for/).selectOption('month');
  await page.getByLabel(/^Classes it covers/).fill('8');
  await page.getByLabel(/^Batch size/).fill('6');
  await page.getByLabel(/^Class length/).fill('60');
  await page.getByLabel(/^What is included/).fill('Eight live classes a month and a weekly practice game');
  await page.getByRole('button', { name: /^(Add|Save)$/ }).click();
  await expect(chessRow).toContainText('₹4,500');
  await picture(page, 'office-fees');

  // The Chess page shows it in the hero, read once the page is idle, and in the fee card further
  // down from the same read; neither arrival moves anything on screen.
  const reader = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const feeReads: string[] = [];
  reader.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/v1/fees') feeReads.push(sent.url());
  });
  await reader.goto('http://localhost:3000/courses/chess');
  await appReady(reader);
  await livePage(reader);
  const hero = reader.getByRole('region', { name: 'Chess', exact: true });
  await expect(hero.locator('[data-fee-chip]')).toHaveText('Fee₹4,500 / month');
  await reader.getByRole('heading', { level: 2, name: 'Benefits' }).scrollIntoViewIfNeeded();
  await expect(reader.getByRole('region', { name: 'Fee' })).toContainText('₹4,500 / month');
  await expect(reader.getByRole('region', { name: 'Fee' })).toContainText('8 classes (₹563 a class) · up to 6 children · 60 min');
  expect(feeReads).toHaveLength(1);
  expect(await layoutShift(reader)).toBe(0);
  await reader.close();

  // On the registration's page the link starts at the course's fee.
  await page.goto(`${OFFICE}/registrations/${number}`);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByLabel(/^Amount/).first()).toHaveValue('4500');
  await payment.getByRole('button', { name: 'Make payment link' }).click();
  const linkField = payment.getByLabel('Payment link for ₹4,500:');
  await expect(linkField).toHaveValue(new RegExp(`/payment\\?for=${number}&amount=4500&sig=[A-Za-z0-9_-]{43}$`));
  const link = await linkField.inputValue();
  await expect(payment.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await picture(page, 'office-record-link');

  // The family opens it on a phone.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(link);
  await expect(phone.getByText(`Fee for ${number} (Chess): ₹4,500`)).toBeVisible();
  const upi = new URL((await phone.getByRole('link', { name: 'UPI', exact: true }).getAttribute('href')) ?? '');
  expect([upi.protocol, upi.searchParams.get('am'), upi.searchParams.get('cu'), upi.searchParams.get('tn')]).toEqual([
    'upi:',
    '4500.00',
    'INR',
    number,
  ]);
  await expect(phone.getByRole('region', { name: 'Course fees' })).toContainText('Fee shared after the free demo');
  await picture(phone, 'payment-link-390');
  const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await wide.goto(link);
  await expect(wide.getByText(`Fee for ${number} (Chess): ₹4,500`)).toBeVisible();
  await picture(wide, 'payment-link-1280');
  await wide.close();

  // A changed amount is refused: the plain page, with a note.
  await phone.goto(link.replace('amount=4500', 'amount=450'));
  await expect(phone.getByRole('alert')).toHaveText(
    'This payment link is not valid. Please pay using the details below or ask us for a new link.',
  );
  expect(await phone.getByRole('link', { name: 'UPI', exact: true }).getAttribute('href')).not.toContain('am=');
  await picture(phone, 'payment-link-refused-390');
  await phone.close();

  // Staff mark it paid and see it head the activity.
  const markPaid = payment.getByRole('heading', { name: 'Mark paid' }).locator('xpath=following-sibling::form[1]');
  await markPaid.getByLabel(/^Amount/).fill('4500');
  await markPaid.getByLabel(/^UPI reference/).fill('432198765012');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(payment.getByText('Payment of ₹4,500 recorded.')).toBeVisible();
  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Paid ₹4,500');
  await expect(activity.getByRole('listitem').first()).toContainText(`UPI reference 432198765012`);
  await expect(activity.getByRole('listitem').first()).toContainText(`by ${STAFF_EMAIL}`);
  await picture(page, 'office-record-paid');
});
