import AxeBuilder from '@axe-core/playwright';
import { CONSENT, contentLoaded, expect, test } from '../support/test';
import type { APIRequestContext, Page } from '../support/test';
import { OFFICE, OFFICE_API, STAFF_EMAIL, STAFF_PASSWORD } from '../support/office';
import { registrationRecordSchema } from '@academy/contracts/records';
import type { RegistrationRecord } from '@academy/contracts/records';
import { OUTBOX } from '../support/outbox';

// The privacy notice and the consent it asks for: a registration without the parent's consent
// sends nothing; with it, the consent is stored with the row; /privacy names the configured
// grievance officer, and its request form e-mails the team.

const API = 'http://localhost:4000';
const NOTICE_VERSION = '2026-11-24';

/** The record as the office sees it (signed in as the e2e staff account). */
async function officeRecord(request: APIRequestContext, number: string): Promise<RegistrationRecord> {
  const signIn = await request.post(`${OFFICE_API}/office/session`, {
    data: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    headers: { Origin: OFFICE },
  });
  expect(signIn.status()).toBe(200);
  const record = await request.get(`${OFFICE_API}/office/registrations/${number}`, { headers: { Origin: OFFICE } });
  expect(record.status()).toBe(200);
  return registrationRecordSchema.parse(await record.json());
}

async function fillRegistration(page: Page, email: string) {
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByLabel("Child's name").fill('Arjun');
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('E-mail').fill(email);
  return form;
}

test('a registration without the consent box ticked shows the message beside it and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url() === `${API}/registrations` && sent.method() === 'POST') posts.push(sent.url());
  });
  await page.goto('/registration');
  const form = await fillRegistration(page, `e2e-noconsent-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Register' }).click();
  const consent = form.getByRole('checkbox', { name: CONSENT.registration });
  await expect(consent).toHaveAccessibleDescription(
    "Please confirm that you are the child's parent or legal guardian and agree to the privacy notice.",
  );
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  // Then ticked and sent: the one POST is that one. Requests leave in order, so a POST from the
  // unticked submit would have come first.
  await consent.check();
  const sent = page.waitForResponse((answer) => answer.url() === `${API}/registrations` && answer.request().method() === 'POST');
  await form.getByRole('button', { name: 'Register' }).click();
  expect((await sent).status()).toBe(201);
  expect(posts).toHaveLength(1);
});

test('with the box ticked the overlay shows the number, and the consent is stored with its time and notice version', async ({
  page,
  request,
}) => {
  const email = `e2e-consent-${Date.now()}@example.com`;
  await page.goto('/registration');
  const form = await fillRegistration(page, email);
  await form.getByRole('checkbox', { name: CONSENT.registration }).check();
  const before = Date.now();
  await form.getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your registration is successful!' });
  await expect(dialog.getByTestId('registration-number')).toHaveText(/^\s*GFI\d+\s*$/);
  const number = ((await dialog.getByTestId('registration-number').textContent()) ?? '').trim();
  const record = await officeRecord(request, number);
  expect(record.email).toBe(email);
  expect(record.consent?.notice).toBe(NOTICE_VERSION);
  expect(Date.parse(record.consent?.at ?? '')).toBeGreaterThanOrEqual(before - 60_000);
});

test('the consent box opens the notice over the form; its page names the configured grievance officer and passes axe', async ({ page }) => {
  await page.goto('/registration');
  const form = page.locator('form').filter({ has: page.getByLabel('Mobile number') });
  await form.getByRole('link', { name: 'privacy notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Notice' });
  await expect(dialog.getByText(`Version ${NOTICE_VERSION}, in effect from 24 November 2026.`)).toBeVisible();
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.map((v) => v.id)).toEqual([]);
  // The whole notice, with its request form, is a link away (a new tab, so the form stays).
  await expect(dialog.getByRole('link', { name: /Open the notice on its own page/ })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page).toHaveTitle(/Privacy Notice/);
  await expect(page.getByText(`Version ${NOTICE_VERSION}, in effect from 24 November 2026.`)).toBeVisible();
  const officer = page.getByRole('region', { name: 'Grievance officer' });
  // The local deployment's config.json (contracts/src/config/localDeployment.json) names the officer.
  await expect(officer.getByText('Anita Deshpande')).toBeVisible();
  await expect(officer.getByRole('link', { name: 'privacy@gfi-academy.example' })).toHaveAttribute(
    'href',
    'mailto:privacy@gfi-academy.example',
  );
  await expect(page.getByRole('form', { name: 'Ask about your data' })).toBeVisible();
  await contentLoaded(page);
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
});

test("the footer's Privacy Policy opens the notice", async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
});

test('the request form e-mails the team and acknowledges it to the visitor', async ({ page, request }) => {
  const email = `e2e-privacy-${Date.now()}@example.com`;
  await page.goto('/privacy');
  const form = page.getByRole('form', { name: 'Ask about your data' });
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('Your request').selectOption('Access my data');
  await form.getByLabel('Details (optional)').fill('My son Arjun registered in March.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByText(/Your request has reached our team/)).toBeVisible();
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`${OUTBOX}/outbox`)).json()) as {
        messages: { templateId: string; params: Record<string, string> }[];
      };
      return messages
        .filter((m) => Object.values(m.params).some((value) => String(value).includes(email)))
        .map((m) => `${m.templateId}: ${m.params.subject}`)
        .sort();
    })
    .toEqual([
      'template_privacy_request_team: Privacy request: Access my data',
      'template_privacy_request_visitor: We have received your privacy request',
    ]);
});
