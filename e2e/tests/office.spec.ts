import { readFile } from 'node:fs/promises';
import { AXE_PAGE_MS, axeViolations } from '../support/axe';
import sharp from 'sharp';
import { CONSENT, expect, test } from '../support/test';
import type { FileChooser, Locator, Page } from '../support/test';
import {
  OFFICE,
  OFFICE_API,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  auditedTerms,
  focusIndicator,
  ist,
  openWithKeys,
  parseCsv,
  postApplication,
  postRegistration,
  signInWithKeys,
  tabTo,
  signInToOffice,
} from '../support/office';

/** The public schedule's IST cell of a start: its time first (Add to calendar follows it there). */
const istCell = (start: string): RegExp => new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?: |$)`);

// The staff office (http://localhost:3006) against the test API, signed in with the staff account
// scripts/start.mjs creates: the journey of a registration from the public form to the export,
// content published from the office and seen on the public site, axe and the keyboard.

const MINUTE = 60_000;

test.use({ timezoneId: 'Asia/Kolkata' });

const signIn = (page: Page) => signInToOffice(page);

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
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog).toBeVisible();
  const number = (await dialog.getByTestId('registration-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^GFI\d+$/);
  return number;
}

test('the journey: a registration worked and exported, a tournament, a puzzle and an achievement published, then sign out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-office-${Date.now()}@example.com`;
  const number = await registerOnPublicSite(page, email);

  // Staff sign in and find it by its number.
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Registrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  await page.getByLabel('Search').fill(number);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/registrations\\?q=${number}$`));
  await expect(page.getByText('1 registration', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(row).toContainText('Arjun Office');
  await expect(row).toContainText(email);

  // Mark it contacted in its one-line row; the note is written on the record's page.
  await row.getByLabel(`Status of ${number}`).selectOption('contacted');
  await expect(row.getByText(`${number} saved.`)).toBeVisible();
  await row.getByRole('link', { name: number }).click();
  await page.getByLabel(`Note on ${number}`).fill('Called the parent; demo on Saturday.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(`${number} saved.`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/registrations\\?q=${number}$`));

  // The filtered view is a bookmark: opened afresh it shows the saved status.
  await page.reload();
  const reloaded = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
  await expect(reloaded.getByLabel(`Status of ${number}`)).toHaveValue('contacted');

  // Export the CSV of the filtered view and read it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('registrations.csv');
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1)).filter((r) => r.length > 1);
  expect(header).toEqual([
    'Registration number',
    'Received (India time)',
    "Parent's name",
    "Child's name",
    'Age',
    'Address',
    'Course',
    'Phone (ready to dial)',
    'E-mail',
    'Referral code',
    'Status',
    'Note',
    'Follow-up on',
    'Owner',
    'Consent given (India time)',
    'Privacy notice version',
    'Erased on (India time)',
  ]);
  expect(rows).toHaveLength(1);
  const exported = Object.fromEntries(header!.map((column, i) => [column, rows[0]![i]]));
  expect(exported).toMatchObject({
    'Registration number': number,
    'Received (India time)': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/) as unknown as string,
    Course: 'Coding',
    "Child's name": 'Arjun Office',
    'E-mail': email,
    Status: 'contacted',
    Note: 'Called the parent; demo on Saturday.',
  });
  expect(exported['Phone (ready to dial)']).toMatch(/^="\+\d{11,}"$/);

  // A tournament starting in 20 minutes shows as "Starting soon" on the public page.
  const soon = ist(new Date(Date.now() + 20 * MINUTE));
  await nav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByLabel('Support link')).toHaveValue('');
  await page.getByLabel('Name', { exact: true }).fill('Office E2E Rapid 10+5');
  await page.getByLabel('Start (IST)').fill(soon.pickerDateTime);
  await page.getByLabel('Group A link').fill('https://lichess.org/tournament/office-e2e');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tournament is added.' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: soon.start, exact: true })).toBeVisible();

  // The public schedule titles the row with the tournament's name.
  const publicPage = await page.context().newPage();
  await publicPage.goto('/tournament');
  const tournament = publicPage.getByRole('row').filter({ has: publicPage.getByRole('cell', { name: istCell(soon.start) }) });
  await expect(tournament.getByRole('cell').first()).toContainText('Starting soon');
  await expect(tournament.getByRole('cell').first()).toContainText(/^Office E2E Rapid 10\+5/);

  // Today's puzzle: the one already there makes way for the staff's.
  const today = ist(new Date());
  await nav(page).getByRole('link', { name: 'Puzzles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Puzzles' })).toBeVisible();
  const existing = page.getByRole('button', { name: `Delete the puzzle of ${today.day}` });
  await expect(page.getByRole('table')).toBeVisible();
  // The list is paged, newest first, future puzzles included: go to today's page.
  await page.getByLabel('Go to a date').fill(today.pickerDay);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
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
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 31, g: 60, b: 136 } } })
    .png()
    .toBuffer();
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

  // The audit lists what was done, newest first: the achievement above the registration's changes.
  // (Other tests running beside this one sign in and search with the same account meanwhile, so
  // the rows are found by what they name, not by their place.)
  await nav(page).getByRole('link', { name: 'Audit' }).click();
  const audit = page.getByRole('table');
  await expect(audit.getByRole('row').filter({ hasText: id })).toContainText('achievement-added');
  await expect(audit).toContainText(`${number}`);
  const auditRows = await audit
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())));
  expect(auditRows.findIndex((cells) => cells.includes(id))).toBeLessThan(auditRows.findIndex((cells) => cells.includes(number)));

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
  await expect(page.getByText('The support link must be an http(s) link, or empty for none.')).toBeVisible();
  await expect(page.getByLabel('Support link')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Start (IST)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please choose the date and start time (IST).')).toBeVisible();
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
    // Not a readiness wait: the test proves a request is never made, so it lets each page make
    // every request it makes by itself before the next; no element shows that none was the office's.
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

const OFFICE_PAGES = ['/', '/registrations', '/applications', '/tournaments', '/puzzles', '/achievements', '/audit'];

for (const width of [1280, 390]) {
  test(`axe finds no violation on any office page at ${width} px`, async ({ page }) => {
    // The sign-in page, each page of the list and a registration's, after one made on the site.
    test.setTimeout(AXE_PAGE_MS * (OFFICE_PAGES.length + 3));
    await page.setViewportSize({ width, height: 900 });
    const axe = async (what: string) => expect(await axeViolations(page), what).toEqual([]);
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
    // By its number's link: at 390 px the list is cards, not the table's rows.
    await page.getByRole('main').getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Registration number ${number}` })).toBeVisible();
    await expect(page.getByText('Arjun Office')).toBeVisible();
    await axe('registration detail');
  });
}

test('signing in, finding a registration, marking it contacted and signing out work with the keyboard alone', async ({ page }) => {
  const number = await registerOnPublicSite(page, `e2e-office-keys-${Date.now()}@example.com`);
  await page.goto(`${OFFICE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await page.keyboard.type(STAFF_EMAIL);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeFocused();
  await openWithKeys(page, 'Registrations');

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Search')).toBeFocused();
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 registration', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });

  // From the search: the filters, the buttons and the export, then the table and the row.
  const status = row.getByLabel(`Status of ${number}`);
  await tabTo(page, status);
  // On a closed select the arrow keys browse the values (new → contacted); Enter saves the one reached.
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('contacted');
  await expect(row.getByText(`${number} saved.`)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(row.getByText(`${number} saved.`)).toBeVisible();
  await expect(status).toHaveValue('contacted');
  await expect(status).toBeFocused();

  // Sign out is in the header: back up with Shift+Tab.
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await tabTo(page, signOut, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeVisible();
});

// The rest of the office with the keyboard alone: Tab, Shift+Tab, Enter, Space, the arrow keys and typing.
// Every stop on the way shows a focus indicator (tabTo checks each one), and after a save, a
// delete, a cancel or a change of page the focus is somewhere a person can go on from, never
// dropped on <body>. The records to work on are made through the public API first.
// They are in this file, not one of their own, so they never run beside the journey above: its
// audit and tournament checks read what the office shows at that moment.
test.describe('with the keyboard alone', () => {
  // The date and time fields are Chromium's own; in an en-US browser the date is typed month,
  // day, year and the time hour, minute, A or P.
  test.use({ locale: 'en-US' });

  const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

  /** A unique token for this run's records. */
  const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

  test('registrations: the filtered CSV is exported and the list is paged with the keyboard', async ({ page }) => {
    // 51 registrations made, then up to 600 key presses, each a round trip to the browser.
    test.setTimeout(180_000);
    const tag = token();
    const numbers: string[] = [];
    for (let i = 0; i < 51; i += 1)
      numbers.push(await postRegistration(page.request, { childName: `Keys Page kp${tag} ${i}`, email: `keys-${tag}-${i}@example.com` }));

    await signInWithKeys(page);
    await openWithKeys(page, 'Registrations');
    await tabTo(page, page.getByLabel('Search'));
    await page.keyboard.type(`kp${tag}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/registrations\\?q=kp${tag}$`));
    await expect(page.getByText('51 registrations', { exact: true })).toBeVisible();

    // Export CSV is a link: Enter downloads the file of the current filters.
    await tabTo(page, page.getByRole('link', { name: 'Export CSV' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('registrations.csv');
    const text = await readFile(await download.path(), 'utf8');
    const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, '')).filter((r) => r.length > 1);
    const column = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => r[column('Registration number')]).sort()).toEqual([...numbers].sort());
    expect(new Set(rows.map((r) => r[column('Course')]))).toEqual(new Set(['Coding']));
    await expect(page.getByRole('link', { name: 'Export CSV' })).toBeFocused();

    // 51 rows are two pages of 50. Next keeps the focus, also once it has nothing further to show.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const next = pages.getByRole('button', { name: 'Next page' });
    const previous = pages.getByRole('button', { name: 'Previous page' });
    await expect(pages).toContainText('Page 1 of 2');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await tabTo(page, next, { max: 600 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages).toContainText('Page 2 of 2');
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(1);
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(next).toBeFocused();
    await tabTo(page, previous, { back: true });
    await page.keyboard.press('Space');
    await expect(pages).toContainText('Page 1 of 2');
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(50);
    await expect(previous).toBeFocused();
    expect(await focusIndicator(page)).toBe('visible');
  });

  test('applications: found, marked, noted, opened and left with the keyboard', async ({ page }) => {
    const tag = token();
    const number = await postApplication(page.request, { name: 'Kavya Keys', email: `keys-app-${tag}@example.com` });

    await signInWithKeys(page);
    await openWithKeys(page, 'Applications');
    await tabTo(page, page.getByLabel('Search'));
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 application', { exact: true })).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) });
    await expect(row).toContainText('Kavya Keys');
    await expect(row).toContainText('Vedic Math');

    const select = row.getByLabel(`Status of ${number}`);
    const before = await select.inputValue();
    await tabTo(page, select);
    // The arrow key browses to the next status; Enter saves it.
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue(before);
    await page.keyboard.press('Enter');
    await expect(row.getByText(`${number} saved.`)).toBeVisible();
    const chosen = await select.inputValue();
    await expect(select).toBeFocused();

    // The number opens the record, where the note is written; Back to the list returns to the applications.
    await tabTo(page, row.getByRole('link', { name: number }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Application number ${number}` })).toBeFocused();
    // Save note is busy, then disabled once saved: the focus goes back to the note, not to <body>.
    const note = page.getByLabel(`Note on ${number}`);
    await tabTo(page, note);
    await page.keyboard.type('Interview on Monday.');
    await tabTo(page, page.getByRole('button', { name: 'Save note' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${number} saved.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await expect(note).toBeFocused();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('Interview on Monday.');
    await expect(page.getByRole('region', { name: 'Details' }).getByRole('term').filter({ hasText: 'Position applied for' })).toBeVisible();
    await expect(page.getByLabel(`Status of ${number}`)).toHaveValue(chosen);
    await tabTo(page, page.getByRole('link', { name: 'Back to the list' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeFocused();
  });

  test('tournaments: added with the date-time field, edited, cancelled and deleted with the keyboard', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signInWithKeys(page);
    await openWithKeys(page, 'Tournaments');
    const add = page.getByRole('button', { name: 'Add', exact: true });

    // An empty form: the focus goes to the first field to fix.
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const start = page.getByLabel('Start (IST)');
    await expect(start).toBeFocused();
    await expect(start).toHaveAttribute('aria-invalid', 'true');

    // Chromium's date-time field moves on by itself from month to day to year; its year takes up to
    // six digits, so Tab moves on to the hour (the same field keeps the focus), then minute and AM/PM.
    const soon = ist(new Date(Date.now() + 25 * MINUTE));
    await page.keyboard.type(soon.typedDay);
    await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    await page.keyboard.type(soon.typedTime);
    await expect(start).toHaveValue(soon.pickerDateTime);
    await tabTo(page, page.getByLabel('Group A link'));
    await page.keyboard.type('https://lichess.org/tournament/office-keys');
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const added = status(page, 'The tournament is added.');
    await expect(added).toBeFocused();
    expect(await focusIndicator(page)).toBe('visible');
    await expect(page.getByRole('rowheader', { name: soon.start, exact: true })).toBeVisible();
    await expect(start).toHaveValue('');

    const publicPage = await context.newPage();
    await publicPage.goto('/tournament');
    const listed = publicPage.getByRole('row').filter({ has: publicPage.getByRole('cell', { name: istCell(soon.start) }) });
    await expect(listed.getByRole('cell').first()).toContainText('Starting soon');
    await publicPage.close();

    // Edit takes the focus to the form; Cancel brings it back to the Edit button.
    const editButton = page.getByRole('button', { name: `Edit the tournament of ${soon.start}` });
    await tabTo(page, editButton);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Edit the tournament of ${soon.start}` })).toBeFocused();
    await expect(start).toHaveValue(soon.pickerDateTime);
    await expect(page.getByLabel('Group A link')).toHaveValue('https://lichess.org/tournament/office-keys');
    await expect(page.getByLabel('Support link')).toHaveValue('');
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(editButton).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Add a tournament' })).toBeVisible();

    // Edit again, move the start an hour on and save: the notice has the focus.
    const later = ist(new Date(Date.now() + 85 * MINUTE));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Edit the tournament of ${soon.start}` })).toBeFocused();
    await tabTo(page, start);
    await page.keyboard.type(later.typedDay);
    await page.keyboard.press('Tab');
    await page.keyboard.type(later.typedTime);
    await expect(start).toHaveValue(later.pickerDateTime);
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expect(status(page, 'The tournament is saved.')).toBeFocused();
    await expect(page.getByRole('rowheader', { name: later.start, exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: soon.start, exact: true })).toHaveCount(0);

    // Delete asks first: dismissed, nothing goes and the focus stays; accepted, the notice has it.
    const deleteButton = page.getByRole('button', { name: `Delete the tournament of ${later.start}` });
    await tabTo(page, deleteButton);
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.keyboard.press('Enter');
    await expect(deleteButton).toBeFocused();
    await expect(page.getByRole('rowheader', { name: later.start, exact: true })).toBeVisible();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('Enter');
    await expect(status(page, 'The tournament is deleted.')).toBeFocused();
    await expect(page.getByRole('rowheader', { name: later.start, exact: true })).toHaveCount(0);
  });

  test('puzzles: scheduled with its preview, edited and deleted with the keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    // A date of its own, years ahead, so no other test's puzzle is on it.
    const date = ist(
      new Date(Date.UTC(2040 + Math.floor(Math.random() * 40), Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28), 6)),
    );
    await signInWithKeys(page);
    await openWithKeys(page, 'Puzzles');

    await tabTo(page, page.getByLabel('Date', { exact: true }));
    await page.keyboard.type(date.typedDay);
    await tabTo(page, page.getByLabel('Question'));
    await page.keyboard.type('Which piece moves in an L?');
    for (const [letter, text] of [
      ['A', 'Rook'],
      ['B', 'Knight'],
      ['C', 'Bishop'],
      ['D', 'Queen'],
    ] as const) {
      await tabTo(page, page.getByLabel(`Option ${letter}`));
      await page.keyboard.type(text);
    }
    // A closed select: ArrowDown steps from "Choose the right option." to A, then to B.
    const answer = page.getByLabel('Answer');
    await tabTo(page, answer);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(answer).toHaveValue('Knight');
    await tabTo(page, page.getByLabel('Explanation'));
    await page.keyboard.type('The knight moves two squares one way and one the other.');

    const preview = page.getByRole('region', { name: 'Preview, as visitors will see it' });
    await expect(preview).toContainText(date.day);
    await expect(preview).toContainText('Which piece moves in an L?');
    await expect(preview.getByRole('listitem')).toHaveText([/A\.\s*Rook$/, /B\.\s*Knight$/, /C\.\s*Bishop$/, /D\.\s*Queen$/]);
    await expect(preview).toContainText('Answer: Knight');
    await expect(preview).toContainText('The knight moves two squares one way and one the other.');

    await tabTo(page, page.getByRole('button', { name: 'Schedule a puzzle' }));
    await page.keyboard.press('Enter');
    await expect(status(page, 'The puzzle is scheduled.')).toBeFocused();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: date.day, exact: true }) });
    await expect(row).toContainText('Which piece moves in an L?');
    await expect(row).toContainText('Knight');

    // Edit: the preview shows the stored puzzle and follows what is typed.
    await tabTo(page, row.getByRole('button', { name: `Edit the puzzle of ${date.day}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Edit the puzzle of ${date.day}` })).toBeFocused();
    await expect(preview).toContainText('Which piece moves in an L?');
    await tabTo(page, page.getByLabel('Explanation'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Two squares straight, then one to the side.');
    await expect(preview).toContainText('Two squares straight, then one to the side.');
    await tabTo(page, page.getByRole('button', { name: 'Save', exact: true }));
    await page.keyboard.press('Enter');
    await expect(status(page, 'The puzzle is saved.')).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Schedule a puzzle' })).toBeVisible();

    await tabTo(page, row.getByRole('button', { name: `Delete the puzzle of ${date.day}` }));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('Enter');
    await expect(status(page, 'The puzzle is deleted.')).toBeFocused();
    await expect(page.getByRole('rowheader', { name: date.day, exact: true })).toHaveCount(0);
  });

  test('achievements: added with an image chosen from the keyboard, then deleted', async ({ page }) => {
    const id = `keys-${token()}`;
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 20 } } })
      .png()
      .toBuffer();
    // The browser intercepts the file chooser once a listener is added, and that takes a moment:
    // added here, long before Space is pressed, it is in place however slowly the machine answers.
    const chooserOpened = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await signInWithKeys(page);
    await openWithKeys(page, 'Achievements');

    await tabTo(page, page.getByLabel('Id (in the page’s address)'));
    await page.keyboard.type(id);
    await tabTo(page, page.getByLabel('Title', { exact: true }));
    await page.keyboard.type('Riya Keys');
    await tabTo(page, page.getByLabel('Subtitle'));
    await page.keyboard.type('Winner, Keyboard Cup');

    // Without an image the form says so and puts the focus on the image field.
    await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    const image = page.getByLabel('Image');
    await expect(page.getByText('Please choose an image.')).toBeVisible();
    await expect(image).toBeFocused();
    expect(await focusIndicator(page)).toBe('visible');

    // Space on the focused file field opens the file chooser, as it does for a person.
    await page.keyboard.press('Space');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'riya.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Please choose an image.')).toHaveCount(0);
    await tabTo(page, page.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await expect(status(page, 'The achievement is added.')).toBeFocused();

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Riya Keys/ }) });
    await expect(row).toContainText('Winner, Keyboard Cup');
    await expect(row).toContainText(id);
    const thumb = row.getByRole('img', { name: 'Image of Riya Keys' });
    await thumb.scrollIntoViewIfNeeded();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await tabTo(page, row.getByRole('button', { name: `Delete the achievement ${id}` }));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('Enter');
    await expect(status(page, 'The achievement is deleted.')).toBeFocused();
    await expect(page.getByRole('rowheader', { name: /Riya Keys/ })).toHaveCount(0);
  });

  test('audit: read and paged with the keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    await signInWithKeys(page);
    // Every export is audited: enough of them to fill more than one page of 50.
    for (let i = 0; i < 51; i += 1)
      expect((await page.request.get(`${OFFICE_API}/office/registrations.csv?q=audit-keys-${i}`)).status()).toBe(200);

    await openWithKeys(page, 'Audit');
    const table = page.getByRole('region', { name: 'Audit' });
    await tabTo(page, table);
    // Newest first (other tests may have added a line since), the search's terms as their keyed hash only.
    await expect(table).toContainText(`q=${auditedTerms('audit-keys-50')}`);
    await expect(table).not.toContainText('audit-keys');

    // Next to the last page, the focus staying on Next all the way, then back a page.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    const next = pages.getByRole('button', { name: 'Next page' });
    const previous = pages.getByRole('button', { name: 'Previous page' });
    await expect(pages).toContainText(/Page 1 of [2-9]/);
    await tabTo(page, next);
    let shown = 1;
    while ((await next.getAttribute('aria-disabled')) !== 'true' && shown < 10) {
      await page.keyboard.press('Enter');
      shown += 1;
      await expect(pages).toContainText(`Page ${shown} of`);
      await expect(next).toBeFocused();
    }
    await expect(pages).toContainText(`Page ${shown} of ${shown}`);
    await expect(table).not.toContainText(`q=${auditedTerms('audit-keys-50')}`);
    await tabTo(page, previous, { back: true });
    await page.keyboard.press('Enter');
    await expect(pages).toContainText(`Page ${shown - 1} of`);
    await expect(previous).toBeFocused();
  });
});

test('an access request downloads what is held about an address; an erasure leaves the record without its personal data', async ({
  page,
  request,
}) => {
  const email = `e2e-erase-${Date.now()}@example.com`;
  const number = await postRegistration(request, { childName: 'Arjun Erase', email });
  await signIn(page);
  await nav(page).getByRole('link', { name: 'Registrations' }).click();

  // The access request: everything held about the address, as a file.
  const access = page.getByRole('region', { name: 'Access request' });
  await access.getByLabel('E-mail address').fill(email);
  const [download] = await Promise.all([page.waitForEvent('download'), access.getByRole('button', { name: 'Download data' }).click()]);
  expect(download.suggestedFilename()).toBe('personal-data.json');
  const held = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    registrations: { registrationNumber: string; childName: string }[];
  };
  expect(held.registrations).toMatchObject([{ registrationNumber: number, childName: 'Arjun Erase' }]);
  // Its summary in plain words, shown and saved on its own click.
  await expect(access.getByRole('region', { name: 'Summary in plain words' })).toContainText(`We hold 1 registration for ${email}:`);
  const [summary] = await Promise.all([
    page.waitForEvent('download'),
    access.getByRole('button', { name: 'Download summary (personal-data.txt)' }).click(),
  ]);
  expect(summary.suggestedFilename()).toBe('personal-data.txt');
  expect(await readFile(await summary.path(), 'utf8')).toContain(`- ${number} for `);

  // The record's page says where its two e-mails stand; the API's worker sends them to the
  // local outbox, so each one is sent within moments, with its time in IST.
  await page.goto(`${OFFICE}/registrations/${number}`);
  const sentAt = / Sent \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M IST$/;
  await expect(async () => {
    await page.reload();
    const emails = page.getByRole('region', { name: 'E-mails' }).getByRole('listitem');
    await expect(emails).toHaveText(
      [new RegExp(`^Confirmation to the person:${sentAt.source}`), new RegExp(`^Notification to the academy:${sentAt.source}`)],
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });

  // The erasure, from the record's page, with a reason and a confirmation.
  const personal = page.getByRole('region', { name: 'Personal data' });
  await personal.getByLabel('Reason (kept in the audit log)').fill('Parent asked by e-mail; identity checked by phone');
  await personal.getByRole('button', { name: 'Erase personal data' }).click();
  await personal.getByRole('button', { name: 'Erase now' }).click();
  await expect(personal.getByText(/^Personal data erased on /)).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).not.toContainText(email);
  await expect(details).not.toContainText('Arjun Erase');
  await expect(details).toContainText(number);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal data' }).getByText(/^Personal data erased on /)).toBeVisible();
});
