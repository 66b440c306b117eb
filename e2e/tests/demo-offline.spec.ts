import { addSlot, addTeacher, hoursFromNow, outboxFor, removeTeacher, staffHeaders } from '../support/demos';
import { CONSENT, expect, test } from '../support/test';
import type { Page } from '../support/test';

// A registration made without a connection (issue #43): saved on the device, sent when the
// connection returns, and its demo booked later from the link its confirmation e-mail carries,
// after the overlay was closed without picking.

const SAVED = "Saved on this device. We'll send your registration as soon as you're back online.";
/** At once when the browser says it is offline, after the form's retries when it does not. */
const SAVED_WITHIN = { timeout: 40_000 };
const SERVER_EMAILS = { timeout: 15_000 };

/** Back online: the machine has only loopback, so fire the `online` event a phone's browser fires. */
async function goOnline(page: Page) {
  await page.context().setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('a registration queued offline books its demo later from the e-mail link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const staff = await staffHeaders(request);
  const teacherName = `Rohan Offline ${id}`;
  const teacherId = await addTeacher(request, staff, teacherName, 'chess');
  try {
    await addSlot(request, staff, { startsAt: hoursFromNow(40), course: 'chess', teacherId });
    const email = `e2e-demo-offline-${id}@example.com`;

    await page.goto('/registration');
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
    await form.getByLabel("Child's name").fill(`Queued ${id}`);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('checkbox', { name: CONSENT.registration }).check();
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(SAVED)).toBeVisible(SAVED_WITHIN);

    // Back online the page sends it; the parent closes the overlay without picking a time.
    await goOnline(page);
    const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The registration's confirmation carries the link to pick the demo time.
    await expect
      .poll(async () => (await outboxFor(request, email)).some((m) => /\/demo\/\S+/.test(m.params.body ?? '')), SERVER_EMAILS)
      .toBe(true);
    const confirmation = (await outboxFor(request, email)).find((m) => /\/demo\/\S+/.test(m.params.body ?? ''));
    const link = /(https?:\/\/\S+\/demo\/[^\s/]+)/.exec(confirmation?.params.body ?? '')?.[1] ?? '';
    expect(link).not.toBe('');

    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Pick a time for your free demo' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`with ${teacherName}`) }).click();
    await expect(page.getByTestId('demo-booked')).toContainText(`with ${teacherName}`);
    await expect
      .poll(
        async () => (await outboxFor(request, email)).some((m) => m.params.subject?.startsWith('Your free Chess demo is booked')),
        SERVER_EMAILS,
      )
      .toBe(true);
  } finally {
    await removeTeacher(request, staff, teacherId);
  }
});
