import { CONSENT, appReady, expect, test } from '../support/test';
import type { APIRequestContext, Page } from '../support/test';
import { OFFICE, OFFICE_API, STAFF_EMAIL, STAFF_PASSWORD } from '../support/office';
import { earlyFilesKept, workerInControl } from '../support/serviceWorker';
import { OUTBOX } from '../support/outbox';

// Registrations and applications made without a connection, after one visit: saved on the device
// with their key, sent when the connection returns (the number shown on the open page) or on the
// next visit, stored once; a refused one comes back into the form with the server's message and
// what was typed, and a duplicate application is the passing message it is online.
//
// The e-mails are the server's to send, from its outbox. The assertions on them DEPEND ON THE
// API'S OUTBOX WORKER and poll the outbox for up to SERVER_EMAILS.

const API = 'http://localhost:4000';
const SAVED = "Saved on this device. We'll send your registration as soon as you're back online.";
/**
 * How long a form may take to save offline: at once when the browser says it is offline, after
 * its retries (RETRY_DELAYS_MS, 22 s) when it does not. Chromium may still report itself online
 * just after a page was opened offline, before the emulated state reaches the new page.
 */
const SAVED_WITHIN = { timeout: 40_000 };
/** How long the server's delivery worker may take to put a record's e-mails in the outbox. */
const SERVER_EMAILS = { timeout: 10_000 };

/**
 * Back online. The test machine has no network but loopback, so Chromium's own state stays
 * "offline" and it fires no `online` event when the emulation is lifted; fire the one a phone's
 * browser fires when its connection returns.
 */
async function goOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

const signedIn = new WeakSet<APIRequestContext>();

/**
 * The numbers of the rows the store holds for `email`, as the office lists them (signed in as the
 * e2e staff account): what was stored, whichever of the page and the service worker sent it.
 */
async function storedNumbers(request: APIRequestContext, kind: 'registrations' | 'applications', email: string): Promise<string[]> {
  // Once per test: each sign-in is a row of the office's audit log, which the office's tests read.
  if (!signedIn.has(request)) {
    const signIn = await request.post(`${OFFICE_API}/office/session`, {
      data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      headers: { Origin: OFFICE },
    });
    expect(signIn.status()).toBe(200);
    signedIn.add(request);
  }
  const list = await request.get(`${OFFICE_API}/office/${kind}?q=${encodeURIComponent(email)}`, { headers: { Origin: OFFICE } });
  expect(list.status()).toBe(200);
  const { records } = (await list.json()) as { records: Array<{ registrationNumber?: string; applicationNumber?: string }> };
  return records.map((record) => record.registrationNumber ?? record.applicationNumber ?? '');
}

async function outboxTemplatesFor(request: APIRequestContext, email: string): Promise<string[]> {
  const { messages } = (await (await request.get(`${OUTBOX}/outbox`)).json()) as {
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
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
  await page.context().setOffline(true);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(SAVED)).toBeVisible(SAVED_WITHIN);
  return form;
}

test('offline: saved on the device; back online it is stored once and the overlay shows its number; the server sends each e-mail once', async ({
  page,
  request,
}) => {
  const email = `e2e-offline-${Date.now()}@example.com`;
  await page.goto('/registration');
  await registerOffline(page, email);
  expect(await storedNumbers(request, 'registrations', email)).toEqual([]);

  await goOnline(page);
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => storedNumbers(request, 'registrations', email)).toHaveLength(1);
  const rows = await storedNumbers(request, 'registrations', email);
  await expect(dialog.getByTestId('registration-number')).toHaveText(rows[0]!);
  await expect
    .poll(() => outboxTemplatesFor(request, email), SERVER_EMAILS)
    .toEqual(['template_registration_registrant', 'template_registration_team']);
  // Nothing is left to send: a new visit stores nothing more and sends no more e-mails.
  await page.reload();
  // Not a readiness wait: nothing may be sent, and a send that does not happen shows nothing to
  // wait for; the time gives a wrongly kept registration its chance to go.
  await page.waitForTimeout(1_000);
  expect(await storedNumbers(request, 'registrations', email)).toEqual(rows);
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
  await later.goto('http://localhost:3000/registration');
  await appReady(later);
  const dialog = later.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => storedNumbers(request, 'registrations', email)).toHaveLength(1);
  const [stored] = await storedNumbers(request, 'registrations', email);
  await expect(dialog.getByTestId('registration-number')).toHaveText(stored!);
  await expect.poll(() => outboxTemplatesFor(request, email), SERVER_EMAILS).toHaveLength(2);
  await context.close();
});

test("a saved registration the server refuses comes back with the server's message and what was typed", async ({ page, request }) => {
  const message = 'Registrations are paused for maintenance. Please check your details and try again.';
  const email = `e2e-refused-${Date.now()}@example.com`;
  await page.goto('/registration');
  const form = await registerOffline(page, email, 'Isha');
  // The page's and the service worker's sends alike are refused.
  await page
    .context()
    .route(`${API}/registrations`, (route) =>
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

  await page.context().unroute(`${API}/registrations`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Your registration is successful!' })).toBeVisible();
  await expect.poll(() => storedNumbers(request, 'registrations', email)).toHaveLength(1);
});

test('a registration and an application saved on the device are sent by a later visit to any page, whose notice shows each number once', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `e2e-later-${Date.now()}@example.com`;
  // Both forms' pages are visited online first, so the service worker keeps them for offline use.
  await page.goto('http://localhost:3000/');
  await workerInControl(page);
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
  await application.getByRole('checkbox', { name: CONSENT.application }).check();
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByText("Saved on this device. We'll send your application as soon as you're back online.")).toBeVisible(
    SAVED_WITHIN,
  );
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto('http://localhost:3000/about');
  await appReady(later);
  // Stored once each, whether the page or the worker's Background Sync got there first.
  await expect.poll(() => storedNumbers(request, 'registrations', email)).toHaveLength(1);
  await expect.poll(() => storedNumbers(request, 'applications', email)).toHaveLength(1);
  const registrations = await storedNumbers(request, 'registrations', email);
  const applications = await storedNumbers(request, 'applications', email);
  await expect(later.getByText(`Your saved registration has been sent. Its number is ${registrations[0]}.`)).toBeVisible();
  await expect(later.getByText(`Your saved application has been sent. Its number is ${applications[0]}.`)).toBeVisible();
  await expect
    .poll(() => outboxTemplatesFor(request, email), SERVER_EMAILS)
    .toEqual([
      'template_application_applicant',
      'template_application_team',
      'template_registration_registrant',
      'template_registration_team',
    ]);

  // Once: the next page sends nothing more and shows no notice.
  await later.goto('http://localhost:3000/contact');
  await appReady(later);
  // Not a readiness wait: nothing may be sent or shown again; what does not happen shows nothing
  // to wait for, and the time gives a wrongly kept submission its chance to go.
  await later.waitForTimeout(1_500);
  await expect(later.getByText(/Your saved (registration|application) has been sent/)).toHaveCount(0);
  expect(await storedNumbers(request, 'registrations', email)).toEqual(registrations);
  expect(await storedNumbers(request, 'applications', email)).toEqual(applications);
  await context.close();
});

test('Background Sync: the service worker sends a saved registration with no page of the site open, and the server its e-mails; the next visit shows its number', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const fromWorker: string[] = [];
  context.on('response', async (response) => {
    const sent = response.request();
    if (response.url() !== `${API}/registrations` || sent.method() !== 'POST' || !sent.serviceWorker() || response.status() !== 201) return;
    fromWorker.push(((await response.json()) as { registrationNumber: string }).registrationNumber);
  });
  const page = await context.newPage();
  const email = `e2e-sync-${Date.now()}@example.com`;
  await page.goto('http://localhost:3000/registration');
  await workerInControl(page);
  await appReady(page);
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  // The connection drops: the page's browser says so, and the API cannot be reached, by the page
  // or by the worker. (Not the DevTools offline switch, which would keep the worker from syncing.)
  await page.evaluate(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }));
  await context.route(`${API}/registrations`, (route) => route.abort('internetdisconnected'));
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByLabel("Child's name").fill('Arjun');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText(SAVED)).toBeVisible();
  // The page asked the browser for a Background Sync when it saved the registration.
  expect(
    await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
      return registration.sync.getTags();
    }),
  ).toContain('academy-saved-submissions');
  await page.close();

  // The connection returns with no page of the site open, and the browser fires the sync: here
  // through the DevTools protocol, the moment the test chooses. (Chromium fires a sync only while
  // it sees a network interface besides loopback.)
  await context.unroute(`${API}/registrations`);
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const site = registrations.find((r) => r.scopeURL === 'http://localhost:3000/' && !r.isDeleted);
        if (site) resolve(site.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  const fireSync = async () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: 'http://localhost:3000',
      registrationId: await registrationId,
      tag: 'academy-saved-submissions',
      lastChance: false,
    });
  await fireSync();
  // A sync that did not complete is fired again later, as the browser does; the worker sends what
  // waits once (its kept answer marks it delivered, and its key makes a second post a replay).
  await expect
    .poll(
      async () => {
        if (fromWorker.length === 0) await fireSync();
        return new Set(fromWorker).size;
      },
      { timeout: 40_000, intervals: [10_000] },
    )
    .toBe(1);
  expect(fromWorker[0]).toMatch(/^GFI\d+$/);
  // The server sends the e-mails of the registration it stored: no page of the site need open.
  await expect
    .poll(() => outboxTemplatesFor(request, email), SERVER_EMAILS)
    .toEqual(['template_registration_registrant', 'template_registration_team']);

  const later = await context.newPage();
  await later.goto('http://localhost:3000/about');
  await appReady(later);
  await expect(later.getByText(`Your saved registration has been sent. Its number is ${fromWorker[0]}.`)).toBeVisible();
  expect(await outboxTemplatesFor(request, email)).toEqual(['template_registration_registrant', 'template_registration_team']);
  // The page did not post it again: the worker's row is the only one.
  expect(await storedNumbers(request, 'registrations', email)).toEqual([fromWorker[0]]);
  await context.close();
});

const APPLICATION_SAVED = "Saved on this device. We'll send your application as soon as you're back online.";

async function fillApplication(page: Page, email: string) {
  const application = page.locator('form').filter({ has: page.getByLabel('Expert in') });
  await application.getByLabel(/^Name/).fill('Kavya Iyer');
  await application.getByLabel('Mobile number (with country code)').fill('919812345678');
  await application.getByLabel('E-mail').fill(email);
  await application.getByLabel('Years of experience').fill('6');
  await application.getByLabel('Expert in').selectOption('Vedic Math');
  await application.getByLabel('Level').selectOption('Advanced');
  await application.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }).check();
  await application.getByRole('checkbox', { name: CONSENT.application }).check();
  return application;
}

test('after ONE visit: offline the page reopens with its live form; back online a section that failed offline recovers by itself and the saved number shows', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `e2e-one-visit-${Date.now()}@example.com`;
  // The one visit: nothing of the site was fetched through the worker before.
  await page.goto('http://localhost:3000/registration');
  await appReady(page);
  await workerInControl(page);
  await earlyFilesKept(page);
  await registerOffline(page, email);

  // Reloaded without a connection: the registration section is the live one, from the device.
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();

  // A page whose section was never fetched fails offline…
  await page.goto('http://localhost:3000/careers/career-registration');
  await appReady(page);
  const failure = page.locator('[data-remote-failure="careers"]');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('could not be loaded');

  // …and recovers by itself when the connection returns, no Retry pressed; the registration
  // saved on the device is sent and its number shown on this open page.
  await goOnline(page);
  await expect(page.locator('form').filter({ has: page.getByLabel('Expert in') })).toBeVisible();
  await expect(page.locator('[data-remote-failure]')).toHaveCount(0);
  await expect.poll(() => storedNumbers(request, 'registrations', email), { timeout: 30_000 }).toHaveLength(1);
  const [stored] = await storedNumbers(request, 'registrations', email);
  // Sent by the page or by the worker's Background Sync, whichever came first: the open page is told either way.
  await expect(page.getByText(`Your saved registration has been sent. Its number is ${stored}.`)).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('a duplicate application sent from the device: "Application already exists." for 5 s, then gone, the saved copy dropped and not restored', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-dup-offline-${Date.now()}@example.com`;
  await page.goto('/careers/career-registration');
  const application = await fillApplication(page, email);
  await application.getByRole('button', { name: 'Apply' }).click();
  const panel = page.getByRole('region', { name: 'Your Application is submitted successfully!' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  const numbers = await storedNumbers(request, 'applications', email);
  expect(numbers).toHaveLength(1);

  // The same e-mail again, without a connection: saved on the device.
  await fillApplication(page, email);
  await page.context().setOffline(true);
  await application.getByRole('button', { name: 'Apply' }).click();
  await expect(application.getByText(APPLICATION_SAVED)).toBeVisible(SAVED_WITHIN);

  // Back online, the server finds it a duplicate: the message for 5 s, then gone, as online.
  await goOnline(page);
  const message = application.getByRole('alert');
  await expect(message).toHaveText('Application already exists.');
  const seenAt = Date.now();
  await expect(application.getByLabel('E-mail')).toHaveValue('');
  await expect(message).toHaveCount(0, { timeout: 7_000 });
  // Shown for its 5 s, not cleared at once: seen up to a second late, it lasted at least 4 s more.
  expect(Date.now() - seenAt).toBeGreaterThanOrEqual(4_000);
  await expect(application.getByText('Accept the terms to enable Apply.')).toBeVisible();

  // Not kept: a new visit neither shows it nor puts the old application back in the form.
  await page.reload();
  // Not a readiness wait: the message and the old application must not come back; what does not
  // happen shows nothing to wait for, and the time gives a wrongly kept one its chance to show.
  await page.waitForTimeout(1_500);
  await expect(application.getByRole('alert')).toHaveCount(0);
  await expect(application.getByLabel('E-mail')).toHaveValue('');
  await expect(application.getByLabel(/^Name/)).toHaveValue('');
  // Nothing waits on the device (the offline queue's IndexedDB store).
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('academy-offline');
          open.onerror = () => reject(open.error ?? new Error('IndexedDB could not be opened'));
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('submissions')) return resolve(0);
            const count = db.transaction('submissions').objectStore('submissions').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    ),
  ).toBe(0);
  expect(await storedNumbers(request, 'applications', email)).toEqual(numbers);
});
