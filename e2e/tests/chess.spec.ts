import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, layoutShift, nextFrames, test } from '../support/test';
import type { APIRequestContext, Page } from '../support/test';

// The tournaments schedule and the daily puzzle against the seeded API (rows timed from the
// API's start: live, starting soon, later today, upcoming days, past; some '-' links).

const API = 'http://localhost:4000';
const MINUTE = 60_000;
const COLOURS = { live: 'rgb(20, 83, 45)', today: 'rgb(187, 247, 208)', past: 'rgb(254, 226, 226)', plain: 'rgb(255, 255, 255)' };
type Tone = keyof typeof COLOURS;

/** 'DD/MM/YYYY hh:mm AM|PM' read as IST (+05:30). */
function istToUtc(text: string): Date {
  const [, dd, mm, yyyy, hh, min, half] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(text)!;
  const hour = (Number(hh) % 12) + (half === 'PM' ? 12 : 0);
  return new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, Number(min)) - 330 * MINUTE);
}

function wallClock(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h12',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const hour24 = Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(date));
  return {
    day: `${parts.day}/${parts.month}/${parts.year}`,
    text: `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toUpperCase()}`,
    hour24,
  };
}

/** What a visitor in `timeZone` should see for a row, worked out independently of the app. */
function expected(ist: string, now: Date, timeZone: string) {
  const start = istToUtc(ist);
  const since = now.getTime() - start.getTime();
  const sameDay = wallClock(start, timeZone).day === wallClock(now, timeZone).day;
  const earlierDay = !sameDay && start < now;
  if (earlierDay || since > 60 * MINUTE) return { status: 'Finished', action: 'Result', tone: 'past' as Tone };
  if (since >= 0) return { status: 'Live', action: 'Play', tone: 'live' as Tone };
  const soon = -since <= 30 * MINUTE;
  return {
    status: soon ? 'Starting soon' : sameDay ? 'Later today' : 'Upcoming',
    action: soon ? 'Play' : 'Upcoming',
    tone: (sameDay ? 'today' : 'plain') as Tone,
  };
}

async function seededRows(request: APIRequestContext): Promise<string[][]> {
  const body = (await (await request.get(`${API}/tournament`)).json()) as { values: string[][] };
  return body.values;
}

/** The row whose IST cell shows `ist` (an upcoming one's cell also holds "Add to calendar"). */
const rowFor = (page: Page, ist: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${ist}( Add to calendar.*)?$`) }) });

for (const timeZone of ['Asia/Kolkata', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/London']) {
  test.describe(`a browser in ${timeZone}`, () => {
    test.use({ timezoneId: timeZone });

    test('every seeded row shows its local time, status, colour and buttons', async ({ page, request }) => {
      const rows = await seededRows(request);
      await page.goto('/tournament');
      await expect(page.getByRole('heading', { level: 1, name: 'Chess Tournaments' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Tournament schedule' })).toBeVisible();
      const zoneName = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' })
        .formatToParts(new Date())
        .find((p) => p.type === 'timeZoneName')!.value;
      await expect(page.getByText(`Local times are shown in your time zone (${zoneName}).`)).toBeVisible();
      const now = new Date();
      const seen = new Set<string>();
      for (const [, ist, support, groupA, groupB] of rows) {
        const want = expected(ist!, now, timeZone);
        seen.add(want.status).add(want.tone);
        const row = rowFor(page, ist!);
        await expect(row.getByRole('cell').first(), ist).toContainText(wallClock(istToUtc(ist!), timeZone).text);
        await expect(row.getByRole('cell').first(), ist).toContainText(want.status);
        await expect(row, ist).toHaveCSS('background-color', COLOURS[want.tone]);
        for (const [group, href] of [
          ['Group A', groupA],
          ['Group B', groupB],
        ] as const) {
          const links = row.getByRole('link', { name: new RegExp(`^(Play|Result|Upcoming) ${group}`) });
          if (href === '-') await expect(links, `${ist} ${group}`).toHaveCount(0);
          else {
            await expect(links, `${ist} ${group}`).toHaveAccessibleName(new RegExp(`^${want.action} ${group}`));
            await expect(links).toHaveAttribute('href', href!);
          }
        }
        await expect(row.getByRole('link', { name: /^Support/ })).toHaveCount(support === '-' ? 0 : 1);
      }
      // In daytime every kind of row the seed makes is on screen (at night some cross midnight).
      const hour = wallClock(now, timeZone).hour24;
      if (hour >= 6 && hour < 18) {
        for (const kind of ['Live', 'Starting soon', 'Later today', 'Upcoming', 'Finished', 'live', 'today', 'past'])
          expect(seen, kind).toContain(kind);
        await expect(page.locator('tr', { hasText: 'Live' }).getByText('Live', { exact: true })).toBeVisible();
      }
    });
  });
}

test('the table is part of the page, its header row kept under the site header as the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/tournament');
  const box = page.getByRole('region', { name: 'Tournament schedule' });
  await expect(box.locator('tbody tr').first()).toBeVisible();
  // No scroll box inside the scrolling page: the page is as tall as the whole table.
  expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  await box.locator('tbody tr').last().scrollIntoViewIfNeeded();
  const header = page.getByRole('columnheader', { name: 'IST Date & Time' });
  const [siteHeader, headerBox] = [await page.locator('header').first().boundingBox(), await header.boundingBox()];
  expect(Math.abs(headerBox!.y - (siteHeader!.y + siteHeader!.height))).toBeLessThan(3);
});

test('on a 390 px phone every row is a card without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tournament');
  const box = page.getByRole('region', { name: 'Tournament schedule' });
  await expect(box).toBeVisible();
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflowing = await box.evaluate(
    (el) => [...el.querySelectorAll('a, button')].filter((control) => control.getBoundingClientRect().right > window.innerWidth).length,
  );
  expect(overflowing).toBe(0);
  // The page scrolls, not a box inside it (docs/decisions/phone-tournament-list.md).
  expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const upcoming = box
    .getByRole('row')
    .filter({ hasText: /Live|Starting soon|Later today|Upcoming/ })
    .first();
  await upcoming.scrollIntoViewIfNeeded();
  await expect(upcoming).toBeInViewport();
});

test('on a 390 px phone the page does not shift when a slow schedule arrives', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(`${API}/v1/tournaments`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/tournament');
  await expect(page.getByRole('status').filter({ hasText: 'Loading tournaments…' }).first()).toBeAttached();
  await expect(page.getByRole('region', { name: 'Tournament schedule' })).toBeVisible();
  // The schedule has been painted: any shift its arrival caused is recorded.
  await nextFrames(page);
  const shift = await layoutShift(page);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('Add to calendar downloads an .ics event for the row, in UTC, an hour long, with the Group A link', async ({ page, request }) => {
  const rows = await seededRows(request);
  await page.goto('/tournament');
  const button = page.getByRole('button', { name: /^Add to calendar for / }).first();
  const ist = (await button.textContent())!.replace(/^Add to calendar for /, '').replace(/ IST$/, '');
  const row = rows.find((r) => r[1] === ist)!;
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^chess-tournament-\d{4}-\d{2}-\d{2}-\d{4}(am|pm)-ist\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  const start = istToUtc(ist).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect(ics).toContain(`\r\nDTSTART:${start}\r\nDURATION:PT1H\r\n`);
  expect(ics).toMatch(/\r\nUID:chess-\d{8}T\d{6}Z-[0-9a-f]{8}@gfi-academy\.example\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  if (row[3] !== '-') expect(ics.replace(/\r\n /g, '')).toContain(`\r\nURL:${row[3]}\r\n`);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('the Live badge pulses, and stands still for visitors who prefer reduced motion', async ({ page }) => {
  const startsAt = new Date(Math.floor(Date.now() / MINUTE) * MINUTE).toISOString(); // this minute: live (unless the day turns within it)
  await page.route(`${API}/v1/tournaments`, (route) =>
    route.fulfill({
      json: { tournaments: [{ id: 1, startsAt, supportLink: null, groupALink: 'https://lichess.org/tournament/x', groupBLink: null }] },
    }),
  );
  const animation = () => page.getByText('Live', { exact: true }).evaluate((el) => getComputedStyle(el, '::before').animationName);
  await page.goto('/tournament');
  expect(await animation()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});

test('no tournaments: the empty message; a failed load: a message and Retry', async ({ page }) => {
  await page.route(`${API}/v1/tournaments`, (route) => route.fulfill({ json: { tournaments: [] } }));
  await page.goto('/chess/tournament');
  await expect(page.getByText('Sorry, No Tournaments Available. Please check again after sometime.')).toBeVisible();

  await page.unroute(`${API}/v1/tournaments`);
  await page.route(`${API}/v1/tournaments`, (route) => route.fulfill({ status: 500, json: { error: 'Down.' } }));
  await page.goto('/courses/chess/tournament');
  await expect(page.getByRole('alert')).toContainText('We could not load the tournament schedule.');
  await page.unroute(`${API}/v1/tournaments`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Tournament schedule' })).toBeVisible();
});

test.describe('the daily puzzle with a fixed clock', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  async function openPuzzleOf(page: Page, request: APIRequestContext) {
    const fixed = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
    const date = wallClock(fixed, 'Asia/Kolkata').day;
    const puzzles = ((await (await request.get(`${API}/puzzles`)).json()) as { values: string[][] }).values;
    const puzzle = puzzles.find((p) => p[0] === date)!;
    expect(puzzle, date).toBeDefined();
    await page.clock.setFixedTime(fixed);
    await page.goto('/puzzles');
    await expect(page.getByRole('heading', { name: `Puzzle of ${date}` })).toBeVisible();
    await expect(page.getByText(puzzle[2]!)).toBeVisible();
    const letters = ['A', 'B', 'C', 'D'];
    return {
      puzzle,
      right: letters[puzzle.slice(3, 7).indexOf(puzzle[7]!)]!,
      wrong: letters[(puzzle.slice(3, 7).indexOf(puzzle[7]!) + 1) % 4]!,
    };
  }

  const option = (page: Page, letter: string) =>
    page.getByRole('group', { name: 'Choose your answer' }).getByRole('button', { name: new RegExp(`^${letter}\\. `) });

  test('the right answer turns green, is announced, explained, and cannot be retried', async ({ page, request }) => {
    const { puzzle, right } = await openPuzzleOf(page, request);
    await option(page, right).click();
    await expect(page.getByText('✅ Correct Answer!')).toBeVisible();
    await expect(option(page, right)).toHaveCSS('background-color', 'rgb(22, 101, 52)');
    await expect(page.getByText(puzzle[8]!)).toBeVisible();
    for (const letter of ['A', 'B', 'C', 'D']) await expect(option(page, letter)).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Enroll Here' })).toHaveAttribute('href', '/registration');
  });

  test('a wrong answer turns red and says so', async ({ page, request }) => {
    const { puzzle, wrong } = await openPuzzleOf(page, request);
    await option(page, wrong).click();
    await expect(page.getByText('❌ Incorrect Answer!')).toBeVisible();
    await expect(option(page, wrong)).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(page.getByText(puzzle[8]!)).toBeVisible();
  });

  test('a day without a puzzle shows the empty message', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2001-01-01T06:00:00Z'));
    await page.goto('/puzzles');
    await expect(page.getByText('Sorry, No Puzzle Available. Please check again after sometime.')).toBeVisible();
  });
});

for (const width of [1280, 390]) {
  test(`axe finds no violation on /tournament and /puzzles at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/tournament');
    await expect(page.getByRole('table', { name: 'Tournament schedule' })).toBeVisible();
    const violations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await violations()).toEqual([]);

    await page.goto('/puzzles');
    await page.getByRole('group', { name: 'Choose your answer' }).getByRole('button').first().click();
    await expect(page.getByText(/Correct Answer!|Incorrect Answer!/)).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
