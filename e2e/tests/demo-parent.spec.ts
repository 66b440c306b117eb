import { axeViolations } from '../support/axe';
import { addSlot, addTeacher, hoursFromNow, outboxFor, removeTeacher, staffHeaders } from '../support/demos';
import { OFFICE_API } from '../support/office';
import { CONSENT, expect, test } from '../support/test';
import type { Locator, Page } from '../support/test';

// The parent's free demo (issue #43), on the real API, on a phone in London: register, pick a
// slot shown in the parent's time and IST, see the booking; the outbox holds the confirmation with
// the .ics and manage links; the .ics names the slot's instant; move and cancel through the link.

const PHONE = { width: 390, height: 844 };
const ZONE = 'Europe/London';
test.use({ viewport: PHONE, timezoneId: ZONE });

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
/** How long the delivery worker may take to put an e-mail in the outbox. */
const SERVER_EMAILS = { timeout: 15_000 };

/** '4:30 PM' as the site writes a time of day, in `zone`. */
const clock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(new Date(instant))
    .replace(/\s?([ap])m$/i, (_m, p: string) => ` ${p.toUpperCase()}M`);

async function register(page: Page, email: string, childName: string, course = 'Chess'): Promise<Locator> {
  await page.goto('/registration');
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByLabel('Course').selectOption(course);
  await form.getByLabel("Parent's name").fill('Meera Rao');
  await form.getByLabel("Child's name").fill(childName);
  await form.getByLabel('Mobile number').fill('7700900123');
  await form.getByLabel('Country code').fill('44');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The `DTSTART` of an iCalendar text (lines unfolded), as an ISO instant. */
function icsStart(ics: string): string {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const match = /^DTSTART(?:;[^:]*)?:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/m.exec(unfolded);
  expect(match, unfolded).not.toBeNull();
  const [, y, mo, d, h, mi, s] = match!;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`).toISOString();
}

test('a parent in London books a demo right after registering, then moves and cancels it from the link', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = tag();
  const staff = await staffHeaders(request);
  const teacherName = `Priya Demo ${id}`;
  const teacherId = await addTeacher(request, staff, teacherName, 'chess');
  try {
    const first = await addSlot(request, staff, { startsAt: hoursFromNow(30), course: 'chess', teacherId, minutes: 45 });
    const second = await addSlot(request, staff, { startsAt: hoursFromNow(54), course: 'chess', teacherId });
    const email = `e2e-demo-${id}@example.com`;

    const dialog = await register(page, email, `Arjun ${id}`);
    await expect(dialog.getByText('Please check your email for further details.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Pick a time for your free demo' })).toBeVisible();
    const slot = dialog.getByRole('button', { name: new RegExp(`with ${teacherName}`) }).first();
    await expect(slot).toContainText(`${clock(first.startsAt, ZONE)} GMT`);
    await expect(slot).toContainText(`${clock(first.startsAt, 'Asia/Kolkata')} IST`);
    await expect(slot).toContainText('45 min');
    await slot.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('overlay-slots-390.png') });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await slot.click();
    await expect(dialog.getByRole('heading', { name: 'Your free demo is booked' })).toBeFocused();
    const booked = dialog.getByTestId('demo-booked');
    await expect(booked).toContainText(`${clock(first.startsAt, ZONE)} GMT`);
    await expect(booked).toContainText(`with ${teacherName}`);
    await expect(booked.getByRole('heading', { name: 'What to prepare' })).toBeVisible();
    const calendar = booked.getByRole('link', { name: 'Add to calendar' });
    await expect(calendar).toHaveAttribute('href', /\/v1\/demo\/[^/]+\/calendar\.ics$/);
    const manage = booked.getByRole('link', { name: 'Change or cancel this demo' });
    await expect(manage).toHaveAttribute('href', /^\/demo\/[^/]+$/);
    await page.screenshot({ path: testInfo.outputPath('overlay-booked-390.png') });
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    // The confirmation in the outbox: the slot in IST and in London, the .ics and the manage links.
    await expect
      .poll(
        async () => (await outboxFor(request, email)).some((m) => m.params.subject?.startsWith('Your free Chess demo is booked')),
        SERVER_EMAILS,
      )
      .toBe(true);
    const confirmation = (await outboxFor(request, email)).find((m) => m.params.subject?.startsWith('Your free Chess demo is booked'))!;
    const body = confirmation.params.body ?? '';
    expect(body).toContain(teacherName);
    expect(body).toContain('(Europe/London)');
    const icsLink = /Add it to your calendar: (\S+)/.exec(body)?.[1] ?? '';
    const manageLink = /See, move or cancel the demo: (\S+)/.exec(body)?.[1] ?? '';
    expect(icsLink).toBe(await calendar.getAttribute('href'));
    expect(new URL(manageLink).pathname).toBe(await manage.getAttribute('href'));
    // Every registration's own confirmation carries the link too.
    const registered = (await outboxFor(request, email)).find(
      (m) => m.params.body?.includes('/demo/') && !m.params.subject?.startsWith('Your free'),
    );
    expect(registered?.params.body).toContain(new URL(manageLink).pathname);

    // The calendar file names the slot's instant.
    const ics = await request.get(icsLink);
    expect(ics.status()).toBe(200);
    expect(ics.headers()['content-type']).toContain('text/calendar');
    expect(icsStart(await ics.text())).toBe(first.startsAt);

    // The manage link: the booking, moved to the other slot, then cancelled.
    await page.goto(new URL(manageLink).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Your free demo' })).toBeVisible();
    await expect(page.getByTestId('demo-booked')).toContainText(`${clock(first.startsAt, ZONE)} GMT`);
    await page.screenshot({ path: testInfo.outputPath('manage-booked-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('manage-booked-1280.png') });
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Choose another time' }).click();
    await page.getByRole('button', { name: new RegExp(`${clock(second.startsAt, ZONE)} GMT.*with ${teacherName}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your demo has moved to the new time.' })).toBeVisible();
    await expect(page.getByTestId('demo-booked')).toContainText(`${clock(second.startsAt, ZONE)} GMT`);
    const moved = await request.get(`${OFFICE_API}/v1/demo/${new URL(manageLink).pathname.split('/').pop()}`);
    expect(((await moved.json()) as { booking: { slotId: number } }).booking.slotId).toBe(second.id);

    await page.getByRole('button', { name: 'Cancel the demo' }).click();
    await page.getByRole('group', { name: 'Cancel the demo' }).getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your demo is cancelled.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pick a time for your free demo' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`with ${teacherName}`) })).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    // One character changed: a sentence and the academy's phone and e-mail, nothing else.
    const token = new URL(manageLink).pathname.split('/').pop()!;
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    await page.goto(`/demo/${tampered}`);
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+/);
    await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByTestId('demo-slot')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await removeTeacher(request, staff, teacherId);
  }
});

test('"Other" is told when the academy will call instead, and offered no slot', async ({ page }) => {
  const dialog = await register(page, `e2e-demo-other-${tag()}@example.com`, 'Isha', 'Other');
  await expect(dialog.getByRole('heading', { name: 'Pick a time for your free demo' })).toBeVisible();
  await expect(dialog.getByTestId('demo-call-instead')).toContainText('Our team will call you within one working day');
  await expect(dialog.getByTestId('demo-slot')).toHaveCount(0);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
