import { contentLoaded, expect, test } from '../support/test';

// Screenshot comparisons of the first screen of the pages a parent judges the site by, at a
// phone's and a laptop's width, so polish cannot silently regress. Deterministic: a fixed
// clock and time zone, animations off (reduced motion also keeps the hero on its first slide),
// the seeded API's content, and a fixed tournament schedule. Baselines were made in
// /usr/bin/chromium; after an intended change of look: `npx playwright test tests/visual.spec.ts
// --update-snapshots`, then look at the new PNGs before committing them.

const API = 'http://localhost:4000';
const NOW = new Date('2026-11-20T09:00:00Z'); // 20/11/2026 02:30 PM IST

/** A tournament as GET /v1/tournaments serves it, its start written as the academy announces it (IST). */
function tournament(id: number, ist: string, supportLink: string | null, groupALink: string | null, groupBLink: string | null) {
  const [, dd, mm, yyyy, hh, min, half] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(ist)!;
  const hour = (Number(hh) % 12) + (half === 'PM' ? 12 : 0);
  const startsAt = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hour, Number(min)) - 330 * 60_000).toISOString();
  return { id, startsAt, supportLink, groupALink, groupBLink };
}

/** Eleven tournaments around NOW: finished, live, starting soon, later today and upcoming days. */
const SCHEDULE = [
  tournament(
    1,
    '18/11/2026 06:00 PM',
    'https://lichess.org/team/gfi',
    'https://lichess.org/tournament/a1',
    'https://lichess.org/tournament/b1',
  ),
  tournament(2, '19/11/2026 06:00 PM', null, 'https://lichess.org/tournament/a2', null),
  tournament(
    3,
    '20/11/2026 02:00 PM',
    'https://lichess.org/team/gfi',
    'https://lichess.org/tournament/a3',
    'https://lichess.org/tournament/b3',
  ),
  tournament(
    4,
    '20/11/2026 02:45 PM',
    'https://lichess.org/team/gfi',
    'https://lichess.org/tournament/a4',
    'https://lichess.org/tournament/b4',
  ),
  tournament(5, '20/11/2026 07:30 PM', null, 'https://lichess.org/tournament/a5', 'https://lichess.org/tournament/b5'),
  tournament(6, '21/11/2026 06:00 PM', 'https://lichess.org/team/gfi', 'https://lichess.org/tournament/a6', null),
  tournament(
    7,
    '22/11/2026 11:00 AM',
    'https://lichess.org/team/gfi',
    'https://lichess.org/tournament/a7',
    'https://lichess.org/tournament/b7',
  ),
  tournament(8, '23/11/2026 06:00 PM', null, 'https://lichess.org/tournament/a8', 'https://lichess.org/tournament/b8'),
  tournament(
    9,
    '24/11/2026 06:00 PM',
    'https://lichess.org/team/gfi',
    'https://lichess.org/tournament/a9',
    'https://lichess.org/tournament/b9',
  ),
  tournament(10, '25/11/2026 06:00 PM', 'https://lichess.org/team/gfi', 'https://lichess.org/tournament/a10', null),
  tournament(11, '26/11/2026 06:00 PM', null, 'https://lichess.org/tournament/a11', 'https://lichess.org/tournament/b11'),
];

const PAGES = [
  { name: 'home', path: '/', heading: /Learn Online with GFI Classes/ },
  { name: 'course-chess', path: '/courses/chess', heading: /chess/i },
  { name: 'registration', path: '/registration', heading: /Student Registration/ },
  { name: 'tournament', path: '/tournament', heading: /Chess Tournaments/ },
  { name: 'payment', path: '/payment', heading: /Payment/ },
  { name: 'refunds', path: '/refunds', heading: /Refunds and cancellations/ },
];

/** The published fees as GET /v1/fees serves them: Chess's only, so the fee lines are the same in every run. */
const FEES = {
  fees: [
    {
      course: 'chess',
      feeInr: 4800,
      period: 'month',
      classesPerPeriod: 8,
      batchSize: 6,
      classMinutes: 60,
      included: 'Eight live classes a month and a weekly practice game',
      periodConfirmed: true,
      updatedAt: '2026-11-19T10:00:00.000Z',
    },
  ],
};

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-GB', reducedMotion: 'reduce' });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  for (const target of PAGES) {
    test(`${target.name} at ${viewport.width} px looks as approved`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(NOW);
      await page.route(`${API}/v1/tournaments`, (route) => route.fulfill({ json: { tournaments: SCHEDULE } }));
      await page.route(`${API}/v1/fees`, (route) => route.fulfill({ json: FEES }));
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1, name: target.heading }).first()).toBeVisible();
      await contentLoaded(page);
      await page.evaluate(() => document.fonts.ready);
      if (target.name === 'tournament')
        await expect(page.getByRole('region', { name: 'Tournament schedule' }).getByRole('table')).toBeVisible();
      // Every picture shown in the first screen has arrived (a lazy one outside it, below or in a
      // slide to the side, is not asked for).
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images].every((img) => {
              const box = img.getBoundingClientRect();
              const shown = box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
              return img.complete || !shown || box.left >= window.innerWidth || box.right <= 0;
            }),
          ),
        )
        .toBe(true);
      await expect(page).toHaveScreenshot(`${target.name}-${viewport.width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.005,
      });
    });
  }
}
