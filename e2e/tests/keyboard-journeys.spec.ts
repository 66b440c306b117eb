import { CONSENT, contentLoaded, expect, test } from '../support/test';
import type { Locator, Page } from '../support/test';
import { OUTBOX } from '../support/outbox';

// The site with the keyboard alone: a registration, a course request, a career application and
// the daily puzzle; the skip link; a visible focus ring on every stop; the floating buttons
// never on top of the focused element; the course tabs and the course dropdown by keys.

const API = 'http://localhost:4000';
const MINUTE = 60_000;
const uniqueEmail = (tag: string) => `e2e-keys-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
/**
 * Whether `target` has focus; false while it is not on the page yet (a widget loads as it nears the
 * viewport). The answer is waited for however long a loaded machine takes: treating a slow answer
 * as "not focused" pressed Tab once more, past the field (ci11 tabbed past Age this way).
 */
const isFocused = async (target: Locator) => (await target.count()) > 0 && target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus (as a visitor would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 250) {
  for (let i = 0; i < max && !(await isFocused(target)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target, 6);
  await page.keyboard.type(text);
}

test('a registration with the keyboard alone', async ({ page }) => {
  await page.goto('/registration');
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await tabTo(page, form.getByLabel('Course'));
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel('Course')).toHaveValue('Coding');
  await tabAndType(page, form.getByLabel("Parent's name"), 'Meera Rao');
  await tabAndType(page, form.getByLabel("Child's name"), 'Arjun');
  await tabAndType(page, form.getByLabel('Age'), '9');
  await tabAndType(page, form.getByLabel('Address'), 'Baner, Pune');
  await tabAndType(page, form.getByLabel('Country code'), '91');
  await tabAndType(page, form.getByLabel('Mobile number'), '9876543210');
  await tabAndType(page, form.getByLabel('E-mail'), uniqueEmail('registration'));
  const consent = form.getByRole('checkbox', { name: CONSENT.registration });
  await tabTo(page, consent, 6);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Register' }), 6);
  await page.keyboard.press('Enter');
  const overlay = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
});

test('typing into the registration form while its remote still loads: every keystroke, choice and the focus carry over to the live form', async ({
  page,
}) => {
  // The remote's scripts arrive late, so the visitor starts in the prerendered form and the live
  // one takes its place while they type.
  await page.route(/localhost:3002\/.*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  await page.goto('/registration', { waitUntil: 'commit' });
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await tabTo(page, form.getByLabel('Course'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, form.getByLabel("Parent's name"), 6);
  await page.keyboard.type('Meera', { delay: 150 });
  await tabTo(page, form.getByLabel("Child's name"), 6);
  await page.keyboard.type('Arjun', { delay: 150 });
  await tabTo(page, form.getByLabel('Age'), 6);
  await page.keyboard.type('9', { delay: 150 });
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await expect(form.getByLabel('Course')).toHaveValue('Coding');
  await expect(form.getByLabel("Parent's name")).toHaveValue('Meera');
  await expect(form.getByLabel("Child's name")).toHaveValue('Arjun');
  await expect(form.getByLabel('Age')).toHaveValue('9');
  await expect(form.getByLabel('Age')).toBeFocused();
});

test('a course request with the keyboard alone', async ({ page, request }) => {
  const email = uniqueEmail('request');
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Course request' });
  await tabTo(page, form.getByLabel('Your e-mail'));
  await page.keyboard.type(email);
  await tabAndType(page, form.getByLabel('Course name'), 'Robotics');
  await tabTo(page, form.getByRole('button', { name: 'Notify me' }), 4);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Thank you! We have received your request and will get back to you soon.')).toBeVisible();
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${OUTBOX}/outbox`)).json()) as { messages: { params: Record<string, string> }[] };
      return messages.filter((m) => Object.values(m.params).some((v) => String(v).includes(email))).length;
    })
    .toBe(2);
});

test('a career application with the keyboard alone', async ({ page }) => {
  await page.goto('/careers');
  await tabTo(page, page.getByRole('article', { name: 'Trainer' }).getByRole('link', { name: 'Apply Now' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/careers\/career-registration/);
  const form = page.locator('form').filter({ has: page.getByLabel('Expert in') });
  await tabTo(page, form.getByLabel(/^Name/));
  await page.keyboard.type('Kavya Iyer');
  await tabAndType(page, form.getByLabel('Mobile number (with country code)'), '919812345678');
  await tabAndType(page, form.getByLabel('E-mail'), uniqueEmail('career'));
  await tabAndType(page, form.getByLabel('Years of experience'), '6');
  await tabAndType(page, form.getByLabel('Expert in'), 'Vedic');
  await expect(form.getByLabel('Expert in')).toHaveValue('Vedic Math');
  await tabAndType(page, form.getByLabel('Level'), 'Adv');
  await expect(form.getByLabel('Level')).toHaveValue('Advanced');
  const terms = form.getByRole('checkbox', { name: /Terms & Conditions/ });
  await tabTo(page, terms, 6);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const consent = form.getByRole('checkbox', { name: CONSENT.application });
  await tabTo(page, consent, 6);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await tabTo(page, form.getByRole('button', { name: 'Apply' }), 6);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Your Application is submitted successfully!' })).toBeVisible();
});

// The race behind a once-flaky run of the journey above: on a busy machine the visitor tabs into
// the prerendered form and types before the scripts run; the live form then replaced the copy and
// the keystrokes and focus were lost. Holding the scripts back makes that moment certain.
test('a career application typed before the scripts run keeps every keystroke and the focus', async ({ page }) => {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?|$)/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/careers/career-registration', { waitUntil: 'commit' });
  const form = page.locator('form').filter({ has: page.getByLabel('Expert in') });
  await expect(form.getByLabel(/^Name/)).toBeVisible();
  await tabTo(page, form.getByLabel(/^Name/));
  await page.keyboard.type('Kavya');
  release();
  await expect(page.locator('[data-remote-prerendered]')).toHaveCount(0);
  await page.keyboard.type(' Iyer');
  await tabAndType(page, form.getByLabel('Mobile number (with country code)'), '919812345678');
  await expect(form.getByLabel(/^Name/)).toHaveValue('Kavya Iyer');
  await expect(form.getByLabel('Mobile number (with country code)')).toHaveValue('919812345678');
});

test.describe('the daily puzzle', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('is answered with the keyboard alone', async ({ page, request }) => {
    const fixed = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(fixed).split('-');
    const date = `${d}/${m}/${y}`;
    const puzzles = ((await (await request.get(`${API}/puzzles`)).json()) as { values: string[][] }).values;
    const puzzle = puzzles.find((p) => p[0] === date)!;
    expect(puzzle, date).toBeDefined();
    const right = ['A', 'B', 'C', 'D'][puzzle.slice(3, 7).indexOf(puzzle[7]!)]!;

    await page.clock.setFixedTime(fixed);
    await page.goto('/puzzles');
    await expect(page.getByRole('heading', { name: `Puzzle of ${date}` })).toBeVisible();
    const option = page.getByRole('group', { name: 'Choose your answer' }).getByRole('button', { name: new RegExp(`^${right}\\. `) });
    await tabTo(page, option);
    await page.keyboard.press('Enter');
    await expect(page.getByText('✅ Correct Answer!')).toBeVisible();
  });
});

test('the first Tab reaches a visible skip link that moves focus to the main content', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  }
});

for (const width of [1280, 390]) {
  test(`at ${width} px every focus stop shows a ring and no floating button lies over it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/registration', '/tournament', '/careers/career-registration']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await contentLoaded(page);
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const floating = document.querySelector('[data-testid="floating-actions"]');
          const floatBox = floating?.getBoundingClientRect();
          const floatingShown = !!floating && getComputedStyle(floating).visibility !== 'hidden' && !floating.contains(el);
          const covered =
            floatingShown &&
            !!floatBox &&
            box.left < floatBox.right &&
            box.right > floatBox.left &&
            box.top < floatBox.bottom &&
            box.bottom > floatBox.top;
          return {
            name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
            ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
            covered,
          };
        });
        if (!stop) continue;
        expect(stop.ring, `${path}: focus ring on ${stop.name}`).toBe(true);
        expect(stop.covered, `${path}: floating buttons over ${stop.name}`).toBe(false);
      }
    }
  });
}

test('the floating buttons are targets of at least 24 × 24 px at both widths', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    for (const link of await page.getByTestId('floating-actions').getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  }
});

test('the course tabs follow the tabs pattern: arrows, Home and End move and select', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Courses' }).getByRole('tab');
  await tabTo(page, tabs.first());
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tabs.last()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('the course dropdown opens on focus, walks with the arrow keys and closes with Escape', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const courses = nav.getByRole('link', { name: /Courses/ });
  await tabTo(page, courses);
  const dropdown = nav.getByRole('list', { name: 'Course pages' });
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(dropdown.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(courses).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(courses).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dropdown).toBeVisible();
});
