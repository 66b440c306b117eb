import AxeBuilder from '@axe-core/playwright';
import { CONSENT, animationsDone, appReady, contentLoaded, expect, test } from '../support/test';
import type { APIRequestContext, Locator, Page } from '../support/test';
import { ist } from '../support/office';
import { OUTBOX } from '../support/outbox';

// mfe-enrolment in the composed site: registration from /registration and from Home against the
// real API (one POST /registrations, the number the server issued, outbox e-mails), concurrency,
// keyboard-only use, axe, and the course request's two e-mails in order.

const API = 'http://localhost:4000';
/** How long the server's delivery worker may take to put a record's e-mails in the outbox. */
const SERVER_EMAILS = { timeout: 10_000 };
const STANDALONE_COURSE_REQUEST = 'http://localhost:3002/widgets/course-request-form';

interface OutboxMessage {
  id: number;
  serviceId: string;
  templateId: string;
  userId: string;
  params: Record<string, string>;
}

/** An address no other test uses, so outbox messages can be told apart without clearing it. */
function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${OUTBOX}/outbox`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages.filter((m) => Object.values(m.params).some((value) => String(value).includes(email))).sort((a, b) => a.id - b.id);
}

/** The registration form: on Home it is the one in "Get Started with Us". */
function registrationForm(page: Page): Locator {
  return page.locator('form').filter({ has: page.getByLabel('Mobile number') });
}

async function fillRegistration(form: Locator, email: string, course = 'Coding') {
  await form.getByLabel('Course').selectOption(course);
  await form.getByLabel("Parent's name").fill('  Meera Rao ');
  await form.getByLabel("Child's name").fill('Arjun');
  await form.getByLabel('Age').fill('9');
  await form.getByLabel('Address').fill('Baner, Pune');
  await form.getByLabel('Country code').fill('91');
  await form.getByLabel('Mobile number').fill(' 9876543210 ');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
}

async function readRegistrationNumber(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog.getByTestId('registration-number')).toHaveText(/^\s*GFI\d+\s*$/);
  return ((await dialog.getByTestId('registration-number').textContent()) ?? '').trim();
}

/** Today in India as the team's e-mail prints it (DD/MM/YYYY): past 18:30 UTC it is already tomorrow there. */
function todayInIndia(): string {
  return ist(new Date()).day;
}

/** Every call the page makes to the API while `act` runs, and the answer to POST /registrations. */
async function registerAndWatch(page: Page, act: () => Promise<void>): Promise<{ calls: string[]; issued: string }> {
  const calls: string[] = [];
  const onRequest = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    // The page's e-mails (the course request's) would go to /api/v1.0/email; a registration sends none from the page.
    // The overlay's demo step reads the free slots once the number is in (demo-parent.spec.ts).
    if (url.origin === API && !url.pathname.startsWith('/v1/demo/')) calls.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  const answer = page.waitForResponse((r) => r.url() === `${API}/registrations` && r.request().method() === 'POST');
  await act();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { registrationNumber } = (await response.json()) as { registrationNumber: string };
  await readRegistrationNumber(page);
  page.off('request', onRequest);
  return { calls, issued: registrationNumber };
}

/**
 * The registration's two e-mails, sent by the server's delivery worker from its outbox (the
 * page sends none: `calls` above has no e-mail). DEPENDS ON THE API'S OUTBOX WORKER: polled for
 * up to 10 s while the worker delivers them.
 */
async function expectRegistrationEmails(request: APIRequestContext, email: string, registrationNumber: string, course: string) {
  await expect.poll(async () => (await outboxFor(request, email)).length, SERVER_EMAILS).toBe(2);
  const messages = await outboxFor(request, email);
  const registrant = messages.find((m) => m.templateId === 'template_registration_registrant');
  const team = messages.find((m) => m.templateId === 'template_registration_team');
  expect(registrant?.params).toEqual({
    email,
    subject: expect.any(String),
    body: expect.stringMatching(new RegExp(`${course}[\\s\\S]*${registrationNumber}`)),
    whatsapp: expect.stringContaining('https://wa.me/'),
    contactInfo: expect.stringContaining('support@gfi-academy.example'),
    // The link to pick the free demo (its signed token), whichever page sent the registration.
    demoLink: expect.stringMatching(new RegExp(`/demo/${registrationNumber}\\.`)),
  });
  expect(team?.params).toEqual({
    subject: expect.stringContaining(registrationNumber),
    body: expect.stringMatching(
      new RegExp(
        `${email.replace(/\./g, '\\.')}[\\s\\S]*${registrationNumber}[\\s\\S]*${todayInIndia().replace(/\//g, '\\/')}[\\s\\S]*\\d{2}:\\d{2}`,
      ),
    ),
  });
  expect(registrant?.serviceId).toBe('service_local');
  expect(registrant?.userId).toBe('local-public-key');
}

test('a registration from /registration is one call and ends in the overlay with the number the server issued; the server sends both e-mails', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('page');
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'Student Registration', level: 1 })).toBeVisible();
  await expect(page.getByText('Join Our Learning Community!')).toBeVisible();
  const form = registrationForm(page);
  await fillRegistration(form, email);
  const { calls, issued } = await registerAndWatch(page, () => form.getByRole('button', { name: 'Register' }).click());

  // One call; the overlay shows the number the server issued.
  expect(calls).toEqual(['POST /registrations']);
  expect(await readRegistrationNumber(page)).toBe(issued);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Contact us for more information' })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('link', { name: 'Vedic Math' })).toHaveAttribute('href', '/courses/vedicmath');
  await expectRegistrationEmails(request, email, issued, 'Coding');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByLabel('Course')).toHaveValue('Chess');
  await expect(form.getByLabel('E-mail')).toHaveValue('');
  await expect(form.getByLabel('Referral code')).toHaveValue('');
});

test('a registration from Home is one call, shows the issued number, and its course link leads to the course page', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('home');
  await page.goto('/');
  const form = registrationForm(page);
  await form.scrollIntoViewIfNeeded();
  await fillRegistration(form, email, 'Abacus');
  const { calls, issued } = await registerAndWatch(page, () => form.getByRole('button', { name: 'Register' }).click());
  expect(calls).toEqual(['POST /registrations']);
  expect(await readRegistrationNumber(page)).toBe(issued);
  await expectRegistrationEmails(request, email, issued, 'Abacus');

  await page.getByRole('dialog').getByRole('link', { name: 'Chess' }).click();
  await expect(page).toHaveURL(/\/courses\/chess$/);
});

test('two visitors registering at the same moment get different numbers', async ({ browser, request }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  const emails = [uniqueEmail('race-a'), uniqueEmail('race-b')];
  await Promise.all(
    pages.map(async (p) => {
      await p.goto('/registration');
      await appReady(p);
    }),
  );
  await Promise.all(pages.map((p, i) => fillRegistration(registrationForm(p), emails[i]!)));
  await Promise.all(pages.map((p) => registrationForm(p).getByRole('button', { name: 'Register' }).click()));
  const numbers = await Promise.all(pages.map((p) => readRegistrationNumber(p)));
  expect(new Set(numbers).size).toBe(2);
  await expectRegistrationEmails(request, emails[0]!, numbers[0]!, 'Coding');
  await expectRegistrationEmails(request, emails[1]!, numbers[1]!, 'Coding');
  await Promise.all(contexts.map((c) => c.close()));
});

test('the whole registration can be completed with the keyboard alone', async ({ page }) => {
  await page.goto('/registration');
  const form = registrationForm(page);
  const course = form.getByLabel('Course');
  await expect(course).toBeVisible();
  for (let i = 0; i < 60 && !(await course.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(course).toBeFocused();

  await page.keyboard.press('ArrowDown'); // Chess → Coding
  await expect(course).toHaveValue('Coding');
  await page.keyboard.press('Tab'); // the refund policy's link, beside the course's fee
  await expect(form.getByRole('link', { name: 'Refunds and cancellations' })).toBeFocused();
  for (const value of ['Meera Rao', 'Arjun', '9', 'Baner, Pune', '91', '9876543210', uniqueEmail('keys')]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab'); // referral code (pre-filled)
  await expect(form.getByLabel('Referral code')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: CONSENT.registration })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the privacy notice link in the box's label
  await expect(form.getByRole('link', { name: 'privacy notice' })).toBeFocused();
  await page.keyboard.press('Tab'); // the honeypot is skipped
  await expect(form.getByRole('button', { name: 'Register' })).toBeFocused();
  await page.keyboard.press('Enter');

  await readRegistrationNumber(page);
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  // Focus stays inside the modal.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Register' })).toBeFocused();
});

test('a failed registration says so beside the button and keeps what was typed', async ({ page }) => {
  await page.route(`${API}/registrations`, (route) =>
    route.fulfill({ status: 500, json: { error: 'The store is unavailable. Please try again.' } }),
  );
  await page.goto('/registration');
  const form = registrationForm(page);
  const email = uniqueEmail('fail');
  await fillRegistration(form, email);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('The store is unavailable. Please try again.');
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(form.getByRole('button', { name: 'Register' })).toBeEnabled();
});

for (const width of [1280, 390]) {
  test(`axe finds no violation on /registration at ${width} px, with and without the overlay`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/registration');
    const form = registrationForm(page);
    await expect(form.getByLabel('Course')).toBeVisible();
    await contentLoaded(page);
    const format = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
      r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(format(await new AxeBuilder({ page }).analyze())).toEqual([]);

    await form.getByRole('button', { name: 'Register' }).click(); // with errors beside the fields
    await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(format(await new AxeBuilder({ page }).analyze())).toEqual([]);

    await fillRegistration(form, uniqueEmail(`axe-${width}`));
    await form.getByRole('button', { name: 'Register' }).click();
    await readRegistrationNumber(page);
    await animationsDone(page.getByRole('dialog', { name: 'Your registration is successful!' }));
    expect(format(await new AxeBuilder({ page }).analyze())).toEqual([]);
  });
}

for (const [where, url] of [
  ['Home', '/'],
  ['the standalone remote', STANDALONE_COURSE_REQUEST],
] as const) {
  test(`the course request on ${where} e-mails the owner first, then the visitor`, async ({ page, request }) => {
    const email = uniqueEmail('notify');
    await page.goto(url);
    const form = page.locator('form').filter({ has: page.getByLabel('Course name') });
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Please enter Email and Course Name to proceed.')).toBeVisible();

    await form.getByLabel('Your e-mail').fill(` ${email} `);
    await form.getByLabel('Course name').fill(' Robotics ');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByText('Thank you! We have received your request and will get back to you soon.')).toBeVisible();
    await expect(form.getByLabel('Your e-mail')).toHaveValue('');
    await expect(form.getByLabel('Course name')).toHaveValue('');

    await expect.poll(async () => (await outboxFor(request, email)).length).toBe(2);
    const [owner, visitor] = await outboxFor(request, email);
    expect(owner?.templateId).toBe('template_course_request_owner');
    expect(owner?.params).toEqual({
      subject: expect.any(String),
      body: expect.stringMatching(new RegExp(`${email.replace(/\./g, '\\.')}[\\s\\S]*Robotics`)),
    });
    expect(visitor?.templateId).toBe('template_course_request_visitor');
    expect(visitor?.params).toEqual({
      subject: 'Your Course Request Has Been Received!',
      body: expect.stringContaining('Robotics'),
      email,
      ourMail: 'support@gfi-academy.example',
    });
  });
}
