import AxeBuilder from '@axe-core/playwright';
import { CONSENT, animationsDone, contentLoaded, expect, test } from '../support/test';
import type { APIRequestContext, Locator, Page } from '../support/test';
import { OUTBOX } from '../support/outbox';
import { AXE_PAGE_MS } from '../support/axe';

// mfe-careers in the composed site and alone: the openings, one application against the real
// API (server-issued TGFI number, stored row, the opening applied for, both e-mails in the outbox,
// sent by the server), the server's duplicate rule,
// the terms dialog by keyboard, and axe at both widths.

const API = 'http://localhost:4000';
/**
 * How long the server's delivery worker may take to put an application's e-mails in the outbox.
 * The assertions that wait with it DEPEND ON THE API'S OUTBOX WORKER (the page sends none).
 */
const SERVER_EMAILS = { timeout: 10_000 };
const FORM_PATH = '/careers/career-registration';

interface OutboxMessage {
  id: number;
  templateId: string;
  params: Record<string, string>;
}

function uniqueEmail(tag: string): string {
  return `e2e-careers-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const { messages } = (await (await request.get(`${OUTBOX}/outbox`)).json()) as { messages: OutboxMessage[] };
  return messages.filter((m) => Object.values(m.params).some((v) => String(v).toLowerCase().includes(email.toLowerCase())));
}

/** What the store holds: the number of applicant rows and the last application number issued. */
async function stored(request: APIRequestContext): Promise<{ rows: number; counter: number }> {
  const { values } = (await (await request.get(`${API}/applicants`)).json()) as { values: unknown[][] };
  const counter = (await (await request.get(`${API}/values?cell=B2`)).json()) as number;
  return { rows: values.length, counter };
}

function applicationForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel('Expert in') });
}

async function fillApplication(form: Locator, email: string) {
  await form.getByLabel(/^Name/).fill(' Kavya Iyer ');
  await form.getByLabel('Mobile number (with country code)').fill('919812345678');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Years of experience').fill('6');
  await form.getByLabel('Expert in').selectOption('Vedic Math');
  await form.getByLabel('Level').selectOption('Advanced');
  await form.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }).check();
  await form.getByRole('checkbox', { name: CONSENT.application }).check();
}

const successPanel = (page: Page) => page.getByRole('region', { name: 'Your Application is submitted successfully!' });
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test('the careers page lists both openings and Apply Now leads to the form for that opening', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Current Openings' })).toBeVisible();
  const trainer = page.getByRole('article', { name: 'Trainer' });
  const coordinator = page.getByRole('article', { name: 'Client Coordinator' });
  await expect(trainer.getByRole('definition')).toHaveText(['Training and Development', 'Remote', 'Full Time/Part Time']);
  await expect(coordinator.getByRole('definition')).toHaveText(['Client/Customer Relations', 'Remote/In Person', 'Full Time/Part Time']);

  await coordinator.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/careers\/career-registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Registration' })).toBeVisible();
  await expect(page.getByText('Applying for: Client Coordinator')).toBeVisible();
  await expect(applicationForm(page).getByRole('button', { name: 'Apply' })).toBeDisabled();
});

test('a first application gets a TGFI number, is stored once with its opening, and the server sends both e-mails', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('first');
  const fromPage: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === API && sent.method() === 'POST') fromPage.push(url.pathname);
  });
  const posted = page.waitForRequest((sent) => sent.url() === `${API}/applications` && sent.method() === 'POST');
  await page.goto('/careers');
  await page.getByRole('article', { name: 'Trainer' }).getByRole('link', { name: 'Apply Now' }).click();
  const before = await stored(request);
  const form = applicationForm(page);
  await fillApplication(form, email);
  await form.getByRole('button', { name: 'Apply' }).click();

  const panel = successPanel(page);
  await expect(panel).toBeVisible();
  const number = (await panel.getByTestId('application-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^TGFI\d+$/);
  await expect(panel.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(form.getByLabel('E-mail')).toHaveValue('');

  const after = await stored(request);
  expect(after.rows).toBe(before.rows + 1);
  expect(`TGFI${after.counter}`).toBe(number);
  expect((await posted).postDataJSON()).toMatchObject({ email, position: 'Trainer' });

  await expect.poll(async () => (await outboxFor(request, email)).length, SERVER_EMAILS).toBe(2);
  // The page posted the application and nothing else: its e-mails are the server's.
  expect(fromPage).toEqual(['/applications']);
  const messages = await outboxFor(request, email);
  const applicant = messages.find((m) => m.templateId === 'template_application_applicant');
  const team = messages.find((m) => m.templateId === 'template_application_team');
  expect(applicant?.params).toMatchObject({
    email,
    applicationNumber: number,
    position: 'Trainer',
    contactInfo: expect.stringContaining('support@'),
  });
  expect(team?.params).toMatchObject({ applicationNumber: number, name: 'Kavya Iyer', email, position: 'Trainer', yoe: '6' });
  expect(team?.params.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(team?.params.time).toMatch(/^\d{2}:\d{2} [AP]M$/);

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(form.getByLabel(/^Name/)).toBeFocused();
});

test('the same e-mail in another case and with spaces is refused for 5 s and nothing more is stored', async ({ page, request }) => {
  const email = uniqueEmail('dup');
  await page.goto(FORM_PATH);
  const form = applicationForm(page);
  await fillApplication(form, email);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(successPanel(page)).toBeVisible();
  await successPanel(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await outboxFor(request, email)).length, SERVER_EMAILS).toBe(2);
  const before = await stored(request);

  const shouted = `  ${email.toUpperCase()}  `;
  await fillApplication(form, shouted);
  await form.getByRole('button', { name: 'Apply' }).click();
  const message = form.getByRole('alert');
  await expect(message).toHaveText('Application already exists.');
  await expect(message).toHaveCSS('color', 'rgb(185, 28, 28)');
  await expect(successPanel(page)).toHaveCount(0);
  await expect(form.getByLabel('E-mail')).toHaveValue(shouted.trim());
  await expect(form.getByLabel(/^Name/)).toHaveValue(' Kavya Iyer ');

  expect(await stored(request)).toEqual(before);
  expect(await outboxFor(request, email)).toHaveLength(2);
  await expect(message).toHaveCount(0, { timeout: 7_000 });
});

test('the terms dialog works with the keyboard alone', async ({ page }) => {
  await page.goto(FORM_PATH);
  const form = applicationForm(page);
  const opener = form.getByRole('button', { name: 'Terms & Conditions' });
  await expect(opener).toBeVisible();
  for (let i = 0; i < 60 && !(await opener.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Terms & Conditions for Applicants' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: '1. Roles and engagement' })).toBeFocused(); // opens at the top
  await expect(dialog.getByRole('heading', { name: '7. Limitation of liability' })).toBeAttached();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(form.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await page.keyboard.press('Enter');
  const accept = dialog.getByRole('button', { name: 'I Accept' });
  for (let i = 0; i < 6 && !(await accept.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Shift+Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  const checkbox = form.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' });
  await expect(checkbox).toBeChecked();
  await expect(form.getByRole('button', { name: 'Apply' })).toBeEnabled();

  await page.keyboard.press('Shift+Tab');
  await expect(checkbox).toBeFocused();
  await page.keyboard.press('Space');
  await expect(checkbox).not.toBeChecked();
  await expect(form.getByRole('button', { name: 'Apply' })).toBeDisabled();
});

for (const width of [1280, 390]) {
  test(`axe finds no violation on the careers routes at ${width} px, with the terms and the success panel open`, async ({ page }) => {
    test.setTimeout(AXE_PAGE_MS * 5);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Current Openings' })).toBeVisible();
    await contentLoaded(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(FORM_PATH);
    const form = applicationForm(page);
    await expect(form).toBeVisible();
    await contentLoaded(page);
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('checkbox', { name: /Terms & Conditions/ }).check();
    await form.getByRole('button', { name: 'Apply' }).click(); // messages beside the fields
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await fillApplication(form, uniqueEmail(`axe-${width}`));
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(successPanel(page)).toBeVisible();
    await animationsDone(successPanel(page));
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the careers remote runs standalone, application included', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://localhost:3004/careers');
  await expect(page.getByText('(standalone)')).toBeVisible();
  await page.getByRole('article', { name: 'Trainer' }).getByRole('link', { name: 'Apply Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Registration' })).toBeVisible();
  const email = uniqueEmail('standalone');
  const form = applicationForm(page);
  await fillApplication(form, email);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(successPanel(page).getByTestId('application-number')).toHaveText(/^TGFI\d+$/);
  await expect.poll(async () => (await outboxFor(request, email)).length, SERVER_EMAILS).toBe(2);
  expect(errors).toEqual([]);
});
