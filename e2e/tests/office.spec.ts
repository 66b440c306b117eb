import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test } from '../support/test';
import type { Locator, Page } from '../support/test';
import { OFFICE, STAFF_EMAIL, STAFF_PASSWORD } from '../support/office';

// The staff office (http://localhost:3006) against the test API, signed in with the staff account
// scripts/start.mjs creates: the journey of a registration from the public form to the export,
// content published from the office and seen on the public site, axe and the keyboard.

const MINUTE = 60_000;

test.use({ timezoneId: 'Asia/Kolkata' });

/** A time as the public site and the office write an IST start, and its date and time pickers' values. */
function ist(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const hour = Number(parts.hour);
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  return {
    day: `${parts.day}/${parts.month}/${parts.year}`,
    start: `${parts.day}/${parts.month}/${parts.year} ${twelve}:${parts.minute} ${hour < 12 ? 'AM' : 'PM'}`,
    pickerDay: `${parts.year}-${parts.month}-${parts.day}`,
    pickerTime: `${parts.hour}:${parts.minute}`,
  };
}

async function signIn(page: Page) {
  await page.goto(`${OFFICE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
  await page.getByLabel('E-mail').fill(STAFF_EMAIL);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
}

const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Office' });

async function registerOnPublicSite(page: Page, email: string): Promise<string> {
  await page.goto('/registration');
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByLabel('Course').selectOption('Coding');
  await form.getByLabel("Parent's name").fill('Meera Rao');
  await form.getByLabel("Child's name").fill('Arjun Office');
  await form.getByLabel('Age').fill('9');
  await form.getByLabel('Address').fill('Baner, Pune');
  await form.getByLabel('Country code').fill('91');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  const number = (await dialog.getByTestId('registration-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^GFI\d+$/);
  return number;
}

/** The rows of a CSV (quoted fields with "" inside, commas and line breaks in quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && (c === '\n' || c === '\r')) {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endCell();
      rows.push(row);
      row = [];
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

test('the journey: a registration worked and exported, a tournament, a puzzle and an achievement published, then sign out', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-office-${Date.now()}@example.com`;
  const number = await registerOnPublicSite(page, email);

  // Staff sign in and find it by its number.
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  await page.getByLabel('Search').fill(number);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/registrations\\?q=${number}$`));
  await expect(page.getByText('1 registration', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(row).toContainText('Arjun Office');
  await expect(row).toContainText(email);

  // Mark it contacted, with a note.
  await row.getByLabel(`Status of ${number}`).selectOption('contacted');
  await expect(row.getByText(`${number} saved.`)).toBeVisible();
  await row.getByLabel(`Note on ${number}`).fill('Called the parent; demo on Saturday.');
  await row.getByRole('button', { name: 'Save note' }).click();
  await expect(row.getByText(`${number} saved.`)).toBeVisible();

  // The filtered view is a bookmark: opened afresh it shows the saved status and note.
  await page.reload();
  const reloaded = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(reloaded.getByLabel(`Status of ${number}`)).toHaveValue('contacted');
  await expect(reloaded.getByLabel(`Note on ${number}`)).toHaveValue('Called the parent; demo on Saturday.');

  // Export the CSV of the filtered view and read it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('registrations.csv');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1)).filter((r) => r.length > 1);
  expect(header).toEqual(['date', 'registrationNumber', 'course', 'parentName', 'childName', 'age', 'address', 'countryCode', 'mobileNumber', 'email', 'referralCode', 'status', 'note']);
  expect(rows).toHaveLength(1);
  const exported = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
  expect(exported).toMatchObject({ registrationNumber: number, course: 'Coding', childName: 'Arjun Office', email, status: 'contacted', note: 'Called the parent; demo on Saturday.' });

  // A tournament starting in 20 minutes shows as "Starting soon" on the public page.
  const soon = ist(new Date(Date.now() + 20 * MINUTE));
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await page.getByLabel('Date (IST)').fill(soon.pickerDay);
  await page.getByLabel('Start time (IST)').fill(soon.pickerTime);
  await page.getByLabel('Group A link').fill('https://lichess.org/tournament/office-e2e');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tournament is added.' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: soon.start, exact: true })).toBeVisible();

  const publicPage = await page.context().newPage();
  await publicPage.goto('/tournament');
  const tournament = publicPage.getByRole('row').filter({ has: publicPage.getByRole('cell', { name: soon.start, exact: true }) });
  await expect(tournament.getByRole('cell').first()).toContainText('Starting soon');

  // Today's puzzle: the one already there makes way for the staff's.
  const today = ist(new Date());
  await nav(page).getByRole('link', { name: 'Puzzles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Puzzles' })).toBeVisible();
  const existing = page.getByRole('button', { name: `Delete the puzzle of ${today.day}` });
  await expect(page.getByRole('table')).toBeVisible();
  if (await existing.count()) {
    page.once('dialog', (dialog) => void dialog.accept());
    await existing.click();
    await expect(page.getByRole('status').filter({ hasText: 'The puzzle is deleted.' })).toBeVisible();
  }
  await page.getByLabel('Date', { exact: true }).fill(today.pickerDay);
  await page.getByLabel('Question').fill('Which piece can jump over others?');
  await page.getByLabel('Option A').fill('Rook');
  await page.getByLabel('Option B').fill('Knight');
  await page.getByLabel('Option C').fill('Bishop');
  await page.getByLabel('Option D').fill('Queen');
  await page.getByLabel('Answer').selectOption('Knight');
  await page.getByLabel('Explanation').fill('Only the knight jumps over other pieces.');
  const preview = page.getByRole('region', { name: 'Preview, as visitors will see it' });
  await expect(preview).toContainText('Which piece can jump over others?');
  await expect(preview).toContainText('Answer: Knight');
  await page.getByRole('button', { name: 'Schedule a puzzle' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The puzzle is scheduled.' })).toBeVisible();

  await publicPage.goto('/puzzles');
  await expect(publicPage.getByText('Which piece can jump over others?')).toBeVisible();
  await expect(publicPage.getByRole('group', { name: 'Choose your answer' }).getByRole('button', { name: /^B\. Knight/ })).toBeVisible();

  // An achievement with an uploaded image shows in the public gallery.
  const id = `office-e2e-${Date.now()}`;
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 31, g: 60, b: 136 } } }).png().toBuffer();
  await nav(page).getByRole('link', { name: 'Achievements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await page.getByLabel('Id (in the page’s address)').fill(id);
  await page.getByLabel('Title', { exact: true }).fill('Riya Office');
  await page.getByLabel('Subtitle').fill('Winner, Office Test Cup');
  await page.getByLabel('Image').setInputFiles({ name: 'riya.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The achievement is added.' })).toBeVisible();

  await publicPage.goto('/achievements');
  const card = publicPage.getByRole('list', { name: 'Achievements' }).getByRole('link', { name: /Riya Office/ });
  await expect(card).toBeVisible();
  const picture = card.locator('img');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);

  // The audit lists what was done, newest first.
  await nav(page).getByRole('link', { name: 'Audit' }).click();
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').nth(1)).toContainText('achievement');
  await expect(audit).toContainText(`${number}`);

  // Leave the public content as the other tests expect it: the achievement and tournament go.
  await nav(page).getByRole('link', { name: 'Achievements' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete the achievement ${id}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The achievement is deleted.' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Delete the tournament of ${soon.start}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tournament is deleted.' })).toBeVisible();

  // Sign out: the office asks for a sign-in again, also after a reload.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
});

test('a wrong password gets the one sign-in message, and nothing is shown', async ({ page }) => {
  await page.goto(`${OFFICE}/registrations`);
  await page.getByLabel('E-mail').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right.');
  await expect(page.getByRole('navigation', { name: 'Office' })).toHaveCount(0);
});

test('a content form shows the shared schema’s messages and creates nothing', async ({ page }) => {
  await signIn(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/office/tournaments')) writes.push(`${request.method()} ${request.url()}`);
  });
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel('Support link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('The support link must be an http(s) link, or - for none.')).toBeVisible();
  await expect(page.getByLabel('Support link')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Date (IST)')).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText('javascript:');
  expect(writes).toEqual([]);
});

test('the office keeps to its own origin: the public site does not link, load or carry it', async ({ page }) => {
  const loaded: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    loaded.push(response.url());
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  for (const path of ['/', '/registration', '/achievements', '/puzzles', '/tournament']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(loaded.filter((url) => url.startsWith(OFFICE))).toEqual([]);
  await expect(page.locator(`a[href^="${OFFICE}"]`)).toHaveCount(0);
  const code = (await Promise.all(scripts)).join('\n');
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of ['Sign in to the office', 'X-CSRF-Token', '/office/']) expect(code, text).not.toContain(text);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('3006');
  expect(sitemap).not.toContain('office');
});

const OFFICE_PAGES = ['/registrations', '/applications', '/tournaments', '/puzzles', '/achievements', '/audit'];

for (const width of [1280, 390]) {
  test(`axe finds no violation on any office page at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const axe = async (what: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
    };
    // A registration of its own, so the list and the detail have a row to show.
    const number = await registerOnPublicSite(page, `e2e-office-axe-${width}-${Date.now()}@example.com`);
    await page.goto(`${OFFICE}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
    await axe('sign-in');
    await signIn(page);
    for (const path of OFFICE_PAGES) {
      await page.goto(`${OFFICE}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      await axe(path);
    }
    await page.goto(`${OFFICE}/registrations`);
    await page.getByRole('rowheader', { name: number }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Registration number ${number}` })).toBeVisible();
    await expect(page.getByText('Arjun Office')).toBeVisible();
    await axe('registration detail');
  });
}

test('signing in, finding a registration, marking it contacted, noting it and signing out work with the keyboard alone', async ({ page }) => {
  const number = await registerOnPublicSite(page, `e2e-office-keys-${Date.now()}@example.com`);
  await page.goto(`${OFFICE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(STAFF_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Search')).toBeFocused();
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 registration', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });

  // From the search: the filters, the buttons and the export, then the table and the row.
  const status = row.getByLabel(`Status of ${number}`);
  for (let presses = 0; presses < 20 && !(await status.evaluate((el) => el === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  // On a closed select the arrow keys change the value: new → contacted, saved at once.
  await page.keyboard.press('ArrowDown');
  await expect(row.getByText(`${number} saved.`)).toBeVisible();
  await expect(status).toHaveValue('contacted');
  await expect(status).toBeFocused();
  const note = row.getByLabel(`Note on ${number}`);
  await page.keyboard.press('Tab');
  await expect(note).toBeFocused();
  await page.keyboard.type('Left a voicemail.');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Save note' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByText(`${number} saved.`)).toBeVisible();

  // Sign out is in the header: back up with Shift+Tab.
  const signOut = page.getByRole('button', { name: 'Sign out' });
  for (let presses = 0; presses < 40 && !(await signOut.evaluate((el) => el === document.activeElement)); presses += 1) await page.keyboard.press('Shift+Tab');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
});
