import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

// The staff account the browser tests sign in with: scripts/start.mjs creates it with the staff
// CLI (E2E_STAFF_EMAIL, E2E_STAFF_PASSWORD) in the test API's store before the API starts.
// Below, what the office's specs share: the IST start of a tournament as staff type and read it,
// the CSV reader, records made through the public API, and the keyboard's steps.

export const OFFICE = 'http://localhost:3006';
export const OFFICE_API = 'http://localhost:4000';
export const STAFF_EMAIL = 'e2e-staff@example.com';
export const STAFF_PASSWORD = 'e2e staff password 2026';
/** A desk account (not a manager), which start.mjs creates from E2E_DESK_*: the front desk's own journey. */
export const DESK_EMAIL = 'e2e-desk@example.com';
export const DESK_PASSWORD = 'e2e desk password 2026';
/** The test API's AUDIT_HASH_KEY (playwright.config.ts passes it), and a search's terms as its audit log shows them. */
export const AUDIT_HASH_KEY = 'e2e-audit-hash-key-of-at-least-32-characters';
export const auditedTerms = (terms: string): string =>
  `hmac-sha256:${createHmac('sha256', AUDIT_HASH_KEY).update(terms.trim().toLowerCase()).digest('hex')}`;

/**
 * A time as the public site and the office write an IST start (12-hour), and the values and keys
 * of the office's date-time field and the public forms' date fields.
 */
export function ist(date: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const hour = Number(parts.hour);
  const twelve = String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
  const half = hour < 12 ? 'AM' : 'PM';
  return {
    day: `${parts.day}/${parts.month}/${parts.year}`,
    start: `${parts.day}/${parts.month}/${parts.year} ${twelve}:${parts.minute} ${half}`,
    pickerDay: `${parts.year}-${parts.month}-${parts.day}`,
    /** A date-time field's value (YYYY-MM-DDTHH:mm), the IST wall-clock time. */
    pickerDateTime: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    /** The keys typed into Chromium's date field in an en-US browser (month, day, year). */
    typedDay: `${parts.month}${parts.day}${parts.year}`,
    /** The keys typed into the time part of its date-time field (hour, minute, A or P), after a Tab from the year. */
    typedTime: `${twelve}${parts.minute}${half[0]}`,
  };
}

/** Signs in to the office (the manager account unless told otherwise) and waits for the office to say who. */
export async function signInToOffice(page: Page, email = STAFF_EMAIL, password = STAFF_PASSWORD): Promise<void> {
  await page.goto(`${OFFICE}/`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** A new browser context (its own session) signed in to the office, at `path`. */
export async function officeAt(browser: Browser, path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', ...(viewport ? { viewport } : {}) });
  const page = await context.newPage();
  await signInToOffice(page);
  await page.goto(`${OFFICE}${path}`);
  return page;
}

/** The rows of a CSV (quoted fields with "" inside, commas and line breaks in quotes). */
export function parseCsv(text: string): string[][] {
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

/** A registration as the public form sends it; returns its number. */
export async function postRegistration(request: APIRequestContext, fields: { childName: string; email: string }): Promise<string> {
  const response = await request.post(`${OFFICE_API}/registrations`, {
    data: {
      course: 'Coding',
      parentName: 'Meera Rao',
      age: '9',
      address: 'Baner, Pune',
      countryCode: '91',
      mobileNumber: '9876543210',
      referralCode: '',
      consent: true,
      website: '',
      ...fields,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { registrationNumber: string }).registrationNumber;
}

/** An application as the careers form sends it; returns its number. */
export async function postApplication(request: APIRequestContext, fields: { name: string; email: string }): Promise<string> {
  const response = await request.post(`${OFFICE_API}/applications`, {
    data: { mobileNumber: '919812345678', expertIn: 'Vedic Math', level: 'Advanced', yoe: '6', consent: true, website: '', ...fields },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { applicationNumber: string }).applicationNumber;
}

/**
 * What marks the focused element: 'visible' when it has an outline of 2px or more or a box
 * shadow, 'body' when nothing has the focus, else a description of the element without one.
 */
export function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'body';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    if (outlined || style.boxShadow !== 'none') return 'visible';
    return `no focus indicator on <${element.tagName.toLowerCase()} id="${element.id}" type="${element.getAttribute('type') ?? ''}"> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times, and checks that
 * every element the focus stops on on the way shows a focus indicator.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 100 } = {}): Promise<void> {
  const stops: string[] = [];
  for (let presses = 0; presses < max && !(await target.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    expect(await focusIndicator(page)).toBe('visible');
    stops.push(
      await page.evaluate(
        () =>
          `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? ''}`,
      ),
    );
  }
  expect(await target.evaluate((el) => el === document.activeElement), `reached from: ${stops.slice(-12).join(' | ')}`).toBe(true);
}

/** Signs in with the keyboard alone, from the office's front page to the Registrations heading. */
export async function signInWithKeys(page: Page): Promise<void> {
  await page.goto(`${OFFICE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the office' })).toBeFocused();
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(STAFF_EMAIL);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  // The office opens on Today, its counts.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeFocused();
}

/** From anywhere on an office page, back up with Shift+Tab to a link of the office's navigation and follow it. */
export async function openWithKeys(page: Page, link: string): Promise<void> {
  await tabTo(page, page.getByRole('navigation', { name: 'Office' }).getByRole('link', { name: link }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeFocused();
}

/**
 * Dates a registration back, as if it had come in `hours` ago: the only way to have one "not
 * contacted after 24 h" without waiting a day. No API call may change when a record was received,
 * so this writes the test API's SQLite store (the DATA_DIR playwright.config.ts gives it) directly.
 */
export async function receivedHoursAgo(registrationNumber: string, hours: number): Promise<void> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'academy.sqlite');
  if (!existsSync(file)) throw new Error(`No test store at ${file}: run the browser tests with CI=true, so they start their own API.`);
  // Loaded here, not at the top: node:sqlite warns that it is experimental wherever it is loaded.
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const changed = db
      .prepare('UPDATE registrations SET received_at = ? WHERE registration_number = ?')
      .run(Date.now() - hours * 3_600_000, registrationNumber);
    expect(changed.changes, `registration ${registrationNumber} dated back`).toBe(1);
  } finally {
    db.close();
  }
}
