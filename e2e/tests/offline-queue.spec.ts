import { appReady, expect, test } from '../support/test';
import type { APIRequestContext, Page } from '../support/test';

// Registrations made without a connection: saved on the device with their key, sent when the
// connection returns or on the next visit, stored once, each e-mail once; a refused one comes
// back into the form with the server's message and what was typed.

const API = 'http://localhost:4000';
const SAVED = "Saved on this device. We'll send your registration as soon as you're back online.";

/**
 * Back online. The test machine has no network but loopback, so Chromium's own state stays
 * "offline" and it fires no `online` event when the emulation is lifted; fire the one a phone's
 * browser fires when its connection returns.
 */
async function goOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

/**
 * The server's answers to POST /registrations seen by the page. Each 201 without
 * `Idempotent-Replayed: true` is a newly stored row, so their count is the rows this page made.
 */
function watchStoredRows(page: Page): { newRows: string[] } {
  const seen = { newRows: [] as string[] };
  page.on('response', async (response) => {
    if (response.url() !== `${API}/registrations` || response.request().method() !== 'POST' || response.status() !== 201) return;
    if (response.headers()['idempotent-replayed'] === 'true') return;
    seen.newRows.push(((await response.json()) as { registrationNumber: string }).registrationNumber);
  });
  return seen;
}

async function outboxTemplatesFor(request: APIRequestContext, email: string): Promise<string[]> {
  const { messages } = (await (await request.get(`${API}/outbox`)).json()) as {
    messages: { templateId: string; params: Record<string, unknown> }[];
  };
  return messages
    .filter((m) => Object.values(m.params).some((value) => String(value).includes(email)))
    .map((m) => m.templateId)
    .sort();
}

async function registerOffline(page: Page, email: string, childName = 'Arjun') {
  // The live form, not its prerendered copy: offline, the registration remote could not load.
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByLabel("Child's name").fill(childName);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('E-mail').fill(email);
  await page.context().setOffline(true);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(SAVED)).toBeVisible();
  return form;
}

test('offline: saved on the device; back online it is stored once and the overlay shows its number, each e-mail once', async ({ page, request }) => {
  const email = `e2e-offline-${Date.now()}@example.com`;
  const rows = watchStoredRows(page);
  await page.goto('/registration');
  await registerOffline(page, email);
  expect(rows.newRows).toEqual([]);

  await goOnline(page);
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => rows.newRows).toHaveLength(1);
  await expect(dialog.getByTestId('registration-number')).toHaveText(rows.newRows[0]!);
  await expect.poll(() => outboxTemplatesFor(request, email)).toEqual([
    'template_registration_registrant', 'template_registration_team',
  ]);
  // Nothing is left to send: a new visit stores nothing more and sends no more e-mails.
  await page.reload();
  await page.waitForTimeout(1_000);
  expect(rows.newRows).toHaveLength(1);
  expect(await outboxTemplatesFor(request, email)).toHaveLength(2);
});

test('a tab closed while the registration waits: the next visit sends it and shows its number', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `e2e-closed-${Date.now()}@example.com`;
  await page.goto('http://localhost:3000/registration');
  await appReady(page);
  await registerOffline(page, email);
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  const rows = watchStoredRows(later);
  await later.goto('http://localhost:3000/registration');
  await appReady(later);
  const dialog = later.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => rows.newRows).toHaveLength(1);
  await expect(dialog.getByTestId('registration-number')).toHaveText(rows.newRows[0]!);
  await expect.poll(() => outboxTemplatesFor(request, email)).toHaveLength(2);
  await context.close();
});

test("a saved registration the server refuses comes back with the server's message and what was typed", async ({ page }) => {
  const message = 'Registrations are paused for maintenance. Please check your details and try again.';
  const email = `e2e-refused-${Date.now()}@example.com`;
  const rows = watchStoredRows(page);
  await page.goto('/registration');
  const form = await registerOffline(page, email, 'Isha');
  await page.route(`${API}/registrations`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { error: message, fields: {} } }) : route.continue(),
  );
  await goOnline(page);

  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(form.getByLabel("Child's name")).toHaveValue('Isha');
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  // Still there after a reload, until it is sent again.
  await page.reload();
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(form.getByLabel("Child's name")).toHaveValue('Isha');

  await page.unroute(`${API}/registrations`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Your registration is successful!' })).toBeVisible();
  await expect.poll(() => rows.newRows).toHaveLength(1);
});

test('a registration and an application saved on the device are sent by a later visit to any page, whose notice shows each number once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `e2e-later-${Date.now()}@example.com`;
  // Both forms' pages are visited online first, so the service worker keeps them for offline use.
  await page.goto('http://localhost:3000/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  await page.goto('http://localhost:3000/careers/career-registration');
  await appReady(page);
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await page.goto('http://localhost:3000/registration');
  await appReady(page);
  await registerOffline(page, email);

  // Still offline: the application page opens from the device and the application is saved too.
  await page.goto('http://localhost:3000/careers/career-registration');
  await appReady(page);
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  const application = page.locator('form').filter({ has: page.getByLabel('Expert in') });
  await application.getByLabel(/^Name/).fill('Kavya Iyer');
  await application.getByLabel('Mobile number (with country code)').fill('919812345678');
  await application.getByLabel('E-mail').fill(email);
  await application.getByLabel('Years of experience').fill('6');
  await application.getByLabel('Expert in').selectOption('Vedic Math');
  await application.getByLabel('Level').selectOption('Advanced');
  await application.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }).check();
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByText("Saved on this device. We'll send your application as soon as you're back online.")).toBeVisible();
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  const registrations = watchStoredRows(later);
  const applications: string[] = [];
  later.on('response', async (response) => {
    if (response.url() !== `${API}/applications` || response.request().method() !== 'POST' || response.status() !== 201) return;
    if (response.headers()['idempotent-replayed'] !== 'true') applications.push(((await response.json()) as { applicationNumber: string }).applicationNumber);
  });
  await later.goto('http://localhost:3000/about');
  await appReady(later);
  await expect.poll(() => registrations.newRows).toHaveLength(1);
  await expect.poll(() => applications).toHaveLength(1);
  await expect(later.getByText(`Your saved registration has been sent. Its number is ${registrations.newRows[0]}.`)).toBeVisible();
  await expect(later.getByText(`Your saved application has been sent. Its number is ${applications[0]}.`)).toBeVisible();
  await expect.poll(() => outboxTemplatesFor(request, email)).toEqual([
    'template_application_applicant', 'template_application_team', 'template_registration_registrant', 'template_registration_team',
  ]);

  // Once: the next page sends nothing more and shows no notice.
  await later.goto('http://localhost:3000/contact');
  await appReady(later);
  await later.waitForTimeout(1_500);
  await expect(later.getByText(/Your saved (registration|application) has been sent/)).toHaveCount(0);
  expect(registrations.newRows).toHaveLength(1);
  expect(applications).toHaveLength(1);
  await context.close();
});
