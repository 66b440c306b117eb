import { istDay, istTime } from '@academy/contracts/time';
import { axeViolations } from '../support/axe';
import { addSlot, addTeacher, removeTeacher, staffHeaders } from '../support/demos';
import { DESK_EMAIL, DESK_PASSWORD, OFFICE_API, signInToOffice } from '../support/office';
import { expect, test } from '../support/test';
import type { Browser } from '@playwright/test';
import type { APIRequestContext } from '../support/test';

// The desk's free demos (issue #43), as a desk account at 1280 px and on a phone: Today lists
// today's demo, it opens on the demo calendar with the family's Call and WhatsApp, the desk marks
// it attended, and the funnel counts it.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A Chess registration (as the form sends it) with its demo booked on `slotId`; returns the child's name. */
async function registerAndBook(request: APIRequestContext, childName: string, slotId: number): Promise<void> {
  const created = await request.post(`${OFFICE_API}/registrations`, {
    data: {
      course: 'Chess',
      parentName: 'Meera Rao',
      childName,
      age: '9',
      address: 'Baner, Pune',
      countryCode: '44',
      mobileNumber: '7700900123',
      email: `e2e-desk-demo-${tag()}@example.com`,
      referralCode: '',
      consent: true,
      website: '',
    },
  });
  expect(created.status()).toBe(201);
  const { demoToken } = (await created.json()) as { demoToken: string };
  const booked = await request.put(`${OFFICE_API}/v1/demo/${demoToken}/booking`, {
    data: { slotId, timeZone: 'Europe/London' },
    headers: { 'Idempotency-Key': `e2e-desk-${tag()}-key-0000000` },
  });
  expect(booked.status(), await booked.text()).toBe(200);
}

/** The funnel's attended demos of Chess over the office's default weeks (the last 12), as the API counts them. */
async function attendedChess(request: APIRequestContext, today: string): Promise<number> {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 83 * 86_400_000).toISOString().slice(0, 10);
  const answer = await request.get(`${OFFICE_API}/office/reports/funnel?from=${from}&to=${today}&course=Chess`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { rows: Array<{ attended: number }> }).rows.reduce((sum, row) => sum + row.attended, 0);
}

async function desksDemo(browser: Browser, request: APIRequestContext, phone: boolean): Promise<void> {
  const width = phone ? PHONE.width : DESK.width;
  const id = tag();
  const staff = await staffHeaders(request);
  const teacherName = `Kavya Desk ${id}`;
  const teacherId = await addTeacher(request, staff, teacherName, 'chess');
  try {
    // Today's demo: a few minutes from now (a slot must start in the future to be booked).
    const startsAt = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000).toISOString();
    const today = istDay(new Date());
    const slot = await addSlot(request, staff, { startsAt, course: 'chess', teacherId });
    const childName = `Desk Demo ${id}`;
    await registerAndBook(request, childName, slot.id);
    const before = await attendedChess(request, today);

    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', viewport: phone ? PHONE : DESK, hasTouch: phone });
    const page = await context.newPage();
    await signInToOffice(page, DESK_EMAIL, DESK_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    // Today → the demo.
    const todays = page.getByRole('region', { name: 'Today’s demos' });
    const open = todays.getByRole('link', { name: `${childName} at ${istTime(startsAt)}` });
    await expect(open).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`today-${width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await open.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demos' })).toBeVisible();
    const detail = page.getByTestId('demo-detail');
    await expect(detail.getByRole('heading', { name: `Demo: ${childName}, Chess` })).toBeVisible();
    await expect(detail).toContainText(teacherName);
    await expect(detail).toContainText('Meera Rao');

    // Call (and WhatsApp) on the family's full international number.
    await expect(detail.getByRole('link', { name: /^Call \+44/ })).toHaveAttribute('href', 'tel:+447700900123');
    await expect(detail.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/447700900123\?text=.*Chess%20demo/,
    );
    const card = page.getByTestId('demo-card').filter({ hasText: childName });
    await expect(card).toContainText('Booked');
    await page.screenshot({ path: test.info().outputPath(`demo-${width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // Marked attended, on the version shown.
    await detail.getByRole('button', { name: 'Mark attended' }).click();
    await expect(detail.getByRole('status')).toHaveText('Done: Attended.');
    await expect(card).toContainText('Attended');
    expect(await axeViolations(page)).toEqual([]);

    // The funnel counts it.
    await page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: 'Funnel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
    await page.getByLabel('Course', { exact: true }).selectOption('Chess');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByRole('img', { name: new RegExp(`Attended ${before + 1},`) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`funnel-${width}.png`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  } finally {
    await removeTeacher(request, staff, teacherId);
  }
}

test("the desk's demo at 1280 px: Today → the demo → Call → attended → counted in the funnel", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await desksDemo(browser, request, false);
});

test("the desk's demo on a phone: the same, in the day view", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await desksDemo(browser, request, true);
});
