import { expect, layoutShifts, shiftScore, test } from '../support/test';

// The Time Converter as a parent in New York uses it, keyboard only, around the US change to
// daylight saving (8 March 2026), and the same page prerendered with JavaScript off.

test.use({ timezoneId: 'America/New_York' });

test('Home’s Explore leads to the converter, which has its own title', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Introducing Tools & More' }).getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/tools\/time-converter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Time Converter' })).toBeVisible();
  await expect(page).toHaveTitle(/^Time Converter: Class Times in IST and Your Time Zone/);
});

for (const width of [1280, 390]) {
  test(`at ${width} px a parent converts with the keyboard both ways, DST included`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.setFixedTime(new Date('2026-03-05T12:00:00Z'));
    await page.goto('/tools/time-converter');
    await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
    const from = page.getByRole('region', { name: 'From IST to your time' });
    const date = from.getByLabel('Date in India');
    await expect(date).toHaveValue('2026-03-05');
    // The live page replaced the prerendered one within the site's layout-shift budget (0.02, the
    // goal bench:web holds every route to). Under a loaded machine's timing a few runs have scored
    // 0.0007–0.0015 here (a late brand font nudging words by a pixel or two is about 0.0001 with
    // its fallback face); the message names what moved, should it ever be more.
    const shifts = await layoutShifts(page);
    expect(shiftScore(shifts), `what moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);

    // Every control is reached with Tab, in reading order.
    const to = page.getByRole('region', { name: 'From your time to IST' });
    const zone = to.getByLabel('Your time zone');
    await page.getByRole('heading', { level: 1, name: 'Time Converter' }).click();
    for (const control of [
      date,
      from.getByLabel('Time in India (IST)'),
      zone,
      to.getByLabel('Your date'),
      to.getByLabel('Your time', { exact: true }),
    ]) {
      await expect
        .poll(
          async () => {
            await page.keyboard.press('Tab');
            return control.evaluate((el) => el === document.activeElement);
          },
          { intervals: [0], timeout: 10_000 },
        )
        .toBe(true);
    }

    // Before the change: 6:30 PM IST is 8:00 AM EST.
    await date.fill('2026-03-07');
    await from.getByLabel('Time in India (IST)').fill('18:30');
    const yours = from.getByTestId('from-ist-answer');
    await expect(yours).toContainText('Your time (America/New_York)');
    await expect(yours).toContainText('8:00 AM');
    await expect(yours).toContainText('Sat 7 Mar 2026 · UTC−5');

    // The day after the change: 9:00 AM EDT; London has not changed yet.
    await date.fill('2026-03-08');
    await expect(yours).toContainText('9:00 AM');
    await expect(yours).toContainText('UTC−4');
    await expect(
      page
        .getByRole('table', { name: '6:30 PM IST on Sun 8 Mar 2026, in the countries we teach in' })
        .getByRole('row', { name: /United Kingdom/ }),
    ).toContainText('1:00 PMSun 8 Mar 2026 · UTC+0');
    await expect(
      page
        .getByRole('table', { name: '6:30 PM IST on Sun 8 Mar 2026, in the countries we teach in' })
        .getByRole('row', { name: /Pacific \(Los Angeles\)/ }),
    ).toContainText('6:00 AM');

    // Reverse: 2:30 AM on 8 March does not exist in New York.
    await expect(zone).toHaveValue('America/New_York');
    await to.getByLabel('Your date').fill('2026-03-08');
    await to.getByLabel('Your time', { exact: true }).fill('02:30');
    await expect(to.getByTestId('to-ist-answer')).toContainText('1:00 PM');
    await expect(to).toContainText('2:30 AM does not exist on Sun 8 Mar 2026');

    // Sydney, chosen with the keyboard: 9:00 PM on 4 October 2026 (daylight time began that morning).
    await zone.selectOption({ label: 'New South Wales & Victoria (Sydney)' });
    await to.getByLabel('Your date').fill('2026-10-04');
    await to.getByLabel('Your time', { exact: true }).fill('21:00');
    await expect(to.getByTestId('to-ist-answer')).toContainText('3:30 PM');
    await expect(to.getByTestId('to-ist-answer')).toContainText('Sun 4 Oct 2026 · UTC+5:30');
  });
}

test('a cleared time gets a message and the page keeps the date', async ({ page }) => {
  await page.goto('/tools/time-converter');
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  const from = page.getByRole('region', { name: 'From IST to your time' });
  await from.getByLabel('Date in India').fill('2026-11-01');
  await from.getByLabel('Time in India (IST)').focus();
  await page.keyboard.press('Backspace');
  await expect(from.getByRole('alert')).toHaveText('Enter a date and a time to convert.');
  await expect(from.getByLabel('Date in India')).toHaveValue('2026-11-01');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the prerendered page shows the converter and the countries', async ({ page }) => {
    await page.goto('/tools/time-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Time Converter' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Queensland \(Brisbane\)/ })).toBeVisible();
  });
});
