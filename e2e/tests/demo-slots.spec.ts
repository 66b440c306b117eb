import { istDay } from '@academy/contracts/time';
import { axeViolations } from '../support/axe';
import { addTeacher, removeTeacher, staffHeaders } from '../support/demos';
import { DESK_EMAIL, DESK_PASSWORD, signInToOffice } from '../support/office';
import { expect, test } from '../support/test';

// Publishing the free demo's slots in the office (issue #43), as a desk account: one slot, a
// weekly rule, and a day off that removes that day's free slots; at 1280 px and on a phone.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const DAY = 86_400_000;

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`a desk publishes a slot, a weekly rule and a day off at ${width} px`, async ({ browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const id = tag();
    const staff = await staffHeaders(request);
    const teacherName = `Anil Slots ${id}`;
    const teacherId = await addTeacher(request, staff, teacherName, 'abacus');
    try {
      const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', viewport: { width, height }, hasTouch: width < 600 });
      const page = await context.newPage();
      await signInToOffice(page, DESK_EMAIL, DESK_PASSWORD);
      await page.goto('http://localhost:3006/demo-slots');
      await expect(page.getByRole('heading', { level: 1, name: 'Demo slots' })).toBeVisible();

      // One slot, three days ahead at 17:30 IST.
      const oneDay = istDay(new Date(Date.now() + 3 * DAY));
      const one = page.getByRole('region', { name: 'One slot' });
      await one.getByLabel('Starts (IST)').fill(`${oneDay}T17:30`);
      await one.getByLabel('Course').selectOption('abacus');
      await one.getByLabel('Teacher').selectOption({ label: teacherName });
      await one.getByRole('button', { name: 'Publish the slot' }).click();
      await expect(one.getByRole('status')).toHaveText(`Published: ${oneDay.split('-').reverse().join('/')} 05:30 PM IST.`);

      // Every week on the weekday four days ahead, for three weeks: three slots.
      const ruleDay = istDay(new Date(Date.now() + 4 * DAY));
      const weekday = String(((new Date(`${ruleDay}T00:00:00Z`).getUTCDay() + 6) % 7) + 1);
      const rule = page.getByRole('region', { name: 'Every week' });
      await rule.getByLabel('Weekday').selectOption(weekday);
      await rule.getByLabel('Time (IST)').fill('18:00');
      await rule.getByLabel('Course').selectOption('abacus');
      await rule.getByLabel('Teacher').selectOption({ label: teacherName });
      await rule.getByLabel('From').fill(ruleDay);
      await rule.getByLabel('Until').fill(istDay(new Date(Date.parse(`${ruleDay}T12:00:00Z`) + 14 * DAY)));
      await rule.getByRole('button', { name: 'Publish the rule' }).click();
      await expect(rule.getByRole('status')).toHaveText('Published: 3 slots made.');

      // A day off on the rule's first day removes that day's free slot of the teacher.
      const dayOff = page.getByRole('region', { name: 'Day off' });
      await dayOff.getByLabel('Day').fill(ruleDay);
      await dayOff.getByLabel('Teacher').selectOption({ label: teacherName });
      await dayOff.getByLabel('Reason').fill('Diwali');
      await dayOff.getByRole('button', { name: 'Add the day off' }).click();
      await expect(dayOff.getByRole('status')).toHaveText('Day off added: 1 free slot removed.');

      const upcoming = page.getByRole('region', { name: 'Slots of the next 4 weeks' }).getByRole('row').filter({ hasText: teacherName });
      await expect(upcoming).toHaveCount(3);
      await expect(page.getByRole('region', { name: 'Days off' })).toContainText(`${teacherName} (Diwali)`);
      await page.screenshot({ path: testInfo.outputPath(`demo-slots-${width}.png`), fullPage: true });
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    } finally {
      await removeTeacher(request, staff, teacherId);
    }
  });
}
