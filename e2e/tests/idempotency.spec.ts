import { CONSENT, expect, test } from '../support/test';
import type { APIRequestContext, Page } from '../support/test';
import { OUTBOX } from '../support/outbox';

// A registration whose answer is lost on the way back: the server stored it, the browser saw a
// dropped connection. The form resends it with the same Idempotency-Key, and the visitor gets
// the number the server first issued: one stored row, and the server sends each e-mail once.

const API = 'http://localhost:4000';

async function counterA2(request: APIRequestContext): Promise<number> {
  return Number(await (await request.get(`${API}/values?cell=A2`)).text());
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

async function fillRegistration(page: Page, email: string) {
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByLabel("Child's name").fill('Arjun');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
  return form;
}

test('a dropped answer is resent with the same key: the first number is shown and the store holds one row', async ({ page, request }) => {
  const email = `e2e-dropped-${Date.now()}@example.com`;
  const keys: string[] = [];
  let firstIssued = '';
  const replayedAnswers: { status: number; replayed: string | undefined; registrationNumber: string }[] = [];
  await page.route(`${API}/registrations`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) {
      const resent = await route.fetch();
      const body = (await resent.json()) as { registrationNumber: string };
      replayedAnswers.push({
        status: resent.status(),
        replayed: resent.headers()['idempotent-replayed'],
        registrationNumber: body.registrationNumber,
      });
      return route.fulfill({ response: resent });
    }
    // The request reaches the server and is stored; its answer never reaches the page.
    const stored = await route.fetch();
    expect(stored.status()).toBe(201);
    firstIssued = ((await stored.json()) as { registrationNumber: string }).registrationNumber;
    return route.abort('connectionreset');
  });

  // The test machine has no network but loopback, so Chromium reports navigator.onLine = false
  // and the form would save the registration on the device instead of retrying. A phone on a
  // patchy connection still reports itself online: so does this page.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  await page.goto('/registration');
  const before = await counterA2(request);
  const form = await fillRegistration(page, email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Still trying…')).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByTestId('registration-number')).toHaveText(firstIssued);
  expect(firstIssued).toMatch(/^GFI\d+$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  // The resend was answered from the stored first answer, so it stored no second row.
  expect(replayedAnswers).toEqual([{ status: 201, replayed: 'true', registrationNumber: firstIssued }]);
  expect(Number(firstIssued.slice(3))).toBeGreaterThan(before);
  // Sent by the server's delivery worker, once for the one stored row. DEPENDS ON THE API'S
  // OUTBOX WORKER: polled for up to 10 s.
  await expect
    .poll(() => outboxTemplatesFor(request, email), { timeout: 10_000 })
    .toEqual(['template_registration_registrant', 'template_registration_team']);
});

test('the API replays a keyed registration and refuses the key for another body', async ({ request }) => {
  const key = `e2e-key-${Date.now()}`;
  const body = {
    course: 'Chess',
    parentName: '',
    childName: 'Arjun',
    age: '',
    address: '',
    countryCode: '',
    mobileNumber: '9876543210',
    email: `e2e-replay-${Date.now()}@example.com`,
    referralCode: 'GFI10001',
    consent: true,
    website: '',
  };
  const first = await request.post(`${API}/registrations`, { data: body, headers: { 'Idempotency-Key': key } });
  const again = await request.post(`${API}/registrations`, { data: body, headers: { 'Idempotency-Key': key } });
  expect(first.status()).toBe(201);
  expect(again.status()).toBe(201);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(await again.json()).toEqual(await first.json());
  const other = await request.post(`${API}/registrations`, {
    data: { ...body, childName: 'Meera' },
    headers: { 'Idempotency-Key': key },
  });
  expect(other.status()).toBe(422);
});
