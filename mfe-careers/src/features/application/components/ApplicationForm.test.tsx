import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { apiUrl, createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { APPLICANT_CONSENT_MESSAGE } from '@academy/shared';
import { RETRY_DELAYS_MS } from '@academy/shared/submissions';
import { ApplicationForm } from './ApplicationForm';

// IndexedDB (the offline queue) is stood in for by a map with idb-keyval's API.
const stored = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: string) => void stored.delete(key),
  values: async () => [...stored.values()].map((v) => structuredClone(v)),
}));

interface SentEmail {
  template_id: string;
  template_params: Record<string, string>;
}
let posts: unknown[];
let keys: (string | null)[];
let emails: SentEmail[];
let answer: () => Response | Promise<Response>;

setupApiServer(
  http.post(apiUrl('/applications'), async ({ request }) => {
    posts.push(await request.json());
    keys.push(request.headers.get('idempotency-key'));
    return answer();
  }),
  http.post(emailSendUrl, async ({ request }) => {
    emails.push((await request.json()) as SentEmail);
    return new HttpResponse('OK');
  }),
);

beforeEach(() => {
  stored.clear();
  posts = [];
  keys = [];
  emails = [];
  answer = () => HttpResponse.json({ applicationNumber: 'TGFI20007', receivedAt: '2026-03-07T10:00:00.000Z' }, { status: 201 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const applyButton = () => screen.getByRole('button', { name: 'Apply' });

async function fillAndAccept(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), '  Kavya Iyer ');
  await user.type(screen.getByLabelText('Mobile number (with country code)'), ' 919812345678 ');
  await user.type(screen.getByLabelText('E-mail'), ' Kavya@Example.com ');
  await user.selectOptions(screen.getByLabelText('Expert in'), 'Vedic Math');
  await user.selectOptions(screen.getByLabelText('Level'), 'Advanced');
  await user.type(screen.getByLabelText('Years of experience'), '6');
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' }));
  await user.click(consentBox());
}

const consentBox = () => screen.getByRole('checkbox', { name: 'I agree to the privacy notice for the details in my application' });

function expectInputKept() {
  expect(screen.getByLabelText(/^Name/)).toHaveValue('  Kavya Iyer ');
  expect(screen.getByLabelText('E-mail')).toHaveValue('Kavya@Example.com'); // an e-mail input drops outer spaces itself
  expect(screen.getByLabelText('Expert in')).toHaveValue('Vedic Math');
  expect(screen.getByLabelText('Years of experience')).toHaveValue('6');
}

test('offers every field with its options, and Apply stays disabled until the terms are ticked', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />);
  expect(
    within(screen.getByLabelText('Expert in'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Select your expertise',
    'Chess',
    'Coding',
    'Abacus',
    'Conceptual Math',
    'Vedic Math',
    'Language',
    'Drawing and Painting',
    'Calligraphy',
    'German',
    'English',
    'Spanish',
    'Dance',
  ]);
  expect(
    within(screen.getByLabelText('Level'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select your level', 'Beginner', 'Medium', 'Advanced']);
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('Mobile number (with country code)')).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-required');

  expect(applyButton()).toBeDisabled();
  expect(applyButton()).toHaveAccessibleDescription('Accept the terms to enable Apply.');
  const terms = screen.getByRole('checkbox', { name: 'I have read and accept the Terms & Conditions' });
  await user.click(terms);
  expect(applyButton()).toBeEnabled();
  await user.click(terms);
  expect(applyButton()).toBeDisabled();
  expect(posts).toEqual([]);
});

test('the terms dialog lists the careers terms, and I Accept ticks the box and returns focus', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />);
  const opener = screen.getByRole('button', { name: 'Terms & Conditions' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Terms & Conditions for Applicants' });
  expect(
    within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
    '1. Roles and engagement',
    '2. Professional conduct',
    '3. Confidentiality and data protection',
    '4. Intellectual property',
    '5. Compensation',
    '6. Selection and evaluation',
    '7. Limitation of liability',
  ]);
  // Focus starts at the top, on the list of sections, which jumps to each one.
  const contents = within(dialog).getByRole('navigation', { name: 'Sections' });
  expect(within(contents).getByRole('link', { name: '1. Roles and engagement' })).toHaveFocus();
  await user.click(within(contents).getByRole('link', { name: '5. Compensation' }));
  expect(within(dialog).getByRole('heading', { name: '5. Compensation' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(applyButton()).toBeDisabled();

  await user.click(opener);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'I Accept' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /Terms & Conditions/ })).toBeChecked();
  expect(applyButton()).toBeEnabled();
});

test('missing or malformed fields get the shared schema messages and nothing is sent', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />);
  await user.type(screen.getByLabelText('Mobile number (with country code)'), '+91 98123');
  await user.type(screen.getByLabelText('Years of experience'), 'five');
  await user.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
  await user.click(applyButton());

  expect(screen.getByLabelText('Mobile number (with country code)')).toHaveAccessibleDescription(
    'The mobile number must contain digits only.',
  );
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter your e-mail address.');
  expect(screen.getByLabelText('Expert in')).toHaveAccessibleDescription('Please choose a field of expertise from the list.');
  expect(screen.getByLabelText('Level')).toHaveAccessibleDescription('Please choose a level from the list.');
  expect(screen.getByLabelText('Years of experience')).toHaveAccessibleDescription('The years of experience must contain digits only.');
  expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Mobile number (with country code)')).toHaveFocus();
  expect(posts).toEqual([]);
});

test('without the privacy consent the form says so beside the box and sends nothing', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />);
  await fillAndAccept(user);
  await user.click(consentBox());
  await user.click(applyButton());
  expect(consentBox()).toHaveAccessibleDescription(APPLICANT_CONSENT_MESSAGE);
  expect(within(consentBox().parentElement as HTMLElement).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  expect(posts).toEqual([]);
});

test('an application posts the trimmed body once, with no opening, shows the number over the form and clears it; the page sends no e-mail (the server does)', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />, { clock: createManualClock('2026-03-07T16:45:09'), route: '/careers/career-registration' });
  await fillAndAccept(user);
  await user.click(applyButton());

  const panel = await screen.findByRole('region', { name: 'Your Application is submitted successfully!' });
  expect(within(panel).getByText('TGFI20007')).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
  expect(posts).toEqual([
    {
      name: 'Kavya Iyer',
      mobileNumber: '919812345678',
      email: 'Kavya@Example.com',
      expertIn: 'Vedic Math',
      level: 'Advanced',
      yoe: '6',
      consent: 'true',
      website: '',
    },
  ]);
  for (const label of [/^Name/, 'Mobile number (with country code)', 'E-mail', 'Expert in', 'Level', 'Years of experience']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }
  expect(screen.getByRole('checkbox', { name: /Terms & Conditions/ })).not.toBeChecked();

  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(emails).toEqual([]);

  await user.click(within(panel).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('region', { name: /submitted successfully/ })).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
});

test('an opening chosen with Apply Now is sent as the position applied for', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/careers"
        element={
          <Link to="/careers/career-registration" state={{ position: 'Client Coordinator' }}>
            Apply Now
          </Link>
        }
      />
      <Route path="/careers/career-registration" element={<ApplicationForm />} />
    </Routes>,
    { route: '/careers' },
  );
  await user.click(screen.getByRole('link', { name: 'Apply Now' }));
  await fillAndAccept(user);
  await user.click(applyButton());
  await screen.findByRole('region', { name: /submitted successfully/ });
  expect(posts).toEqual([expect.objectContaining({ name: 'Kavya Iyer', position: 'Client Coordinator' })]);
});

test('a duplicate e-mail shows the message beside Apply for exactly 5 s, keeps the input and sends no e-mail', async () => {
  answer = () => HttpResponse.json({ error: 'Application already exists.' }, { status: 409 });
  const clock = createManualClock('2026-03-07T10:00:00');
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />, { clock });
  await fillAndAccept(user);
  await user.click(applyButton());

  const message = await screen.findByRole('alert');
  expect(message).toHaveTextContent('Application already exists.');
  expect(applyButton()).toHaveAccessibleDescription('Application already exists.');
  expect(applyButton()).toBeEnabled();
  expectInputKept();
  expect(posts).toHaveLength(1);

  act(() => clock.advance(4999));
  expect(screen.getByText('Application already exists.')).toBeInTheDocument();
  act(() => clock.advance(1));
  expect(screen.queryByText('Application already exists.')).not.toBeInTheDocument();
  expectInputKept();
  expect(emails).toEqual([]);
  expect(screen.queryByRole('region', { name: /submitted successfully/ })).not.toBeInTheDocument();
});

test('any other failure says so, keeps the input and lets the visitor try again', async () => {
  answer = () => HttpResponse.json({ error: 'Something went wrong on our side. Please try again later.' }, { status: 500 });
  const clock = createManualClock('2026-03-07T10:00:00');
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />, { clock });
  await fillAndAccept(user);
  await user.click(applyButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again later.');
  expectInputKept();
  expect(applyButton()).toBeEnabled();
  expect(applyButton()).not.toHaveAttribute('aria-busy');
  expect(emails).toEqual([]);
  expect(posts).toHaveLength(1);

  // No connection: tried 1 + 3 times with one key, "Still trying…" meanwhile, then saved on the device.
  answer = () => HttpResponse.error();
  await user.click(applyButton());
  for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
    await waitFor(() => expect(posts).toHaveLength(index + 2));
    expect(await screen.findByText('Still trying…')).toBeInTheDocument();
    act(() => clock.advance(delay));
  }
  expect(await screen.findByText("Saved on this device. We'll send your application as soon as you're back online.")).toBeInTheDocument();
  expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
  expect(posts).toHaveLength(5);
  expect(new Set(keys.slice(1)).size).toBe(1);
  expect(keys[1]).not.toBe(keys[0]);
  expect([...stored.values()]).toEqual([
    expect.objectContaining({
      key: keys[1],
      url: '/applications',
      body: expect.objectContaining({ name: 'Kavya Iyer', expertIn: 'Vedic Math' }),
    }),
  ]);
  expect([...stored.values()]).toEqual([expect.objectContaining({ body: expect.not.objectContaining({ position: expect.anything() }) })]);

  // Back online: the saved application is sent with its key, and its number shown.
  answer = () => HttpResponse.json({ applicationNumber: 'TGFI20008', receivedAt: '2026-03-07T10:00:00.000Z' }, { status: 201 });
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('TGFI20008')).toBeInTheDocument();
  expect(posts).toHaveLength(6);
  expect(keys[5]).toBe(keys[1]);
  expect(stored.size).toBe(0);
});

test('a 503 is retried with the same key; the number is shown', async () => {
  let attempts = 0;
  answer = () => {
    attempts += 1;
    if (attempts === 1) return HttpResponse.json({ error: 'unavailable' }, { status: 503 });
    return HttpResponse.json(
      { applicationNumber: 'TGFI20007', receivedAt: '2026-03-07T10:00:00.000Z' },
      { status: 201, headers: { 'Idempotent-Replayed': 'true' } },
    );
  };
  const clock = createManualClock('2026-03-07T10:00:00');
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />, { clock });
  await fillAndAccept(user);
  await user.click(applyButton());
  expect(await screen.findByText('Still trying…')).toBeInTheDocument();
  act(() => clock.advance(RETRY_DELAYS_MS[0]! - 1));
  expect(posts).toHaveLength(1);
  act(() => clock.advance(1));

  expect(await screen.findByText('TGFI20007')).toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
});

test('Apply is disabled, with a spinner, while the application is being submitted', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  answer = async () => {
    await gate;
    return HttpResponse.json({ applicationNumber: 'TGFI20009' }, { status: 201 });
  };
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />);
  await fillAndAccept(user);
  await user.click(applyButton());
  const busy = await screen.findByRole('button', { name: /Apply/, busy: true });
  expect(busy).toBeDisabled();
  expect(within(busy).getByRole('status')).toBeInTheDocument();
  await user.click(busy);
  act(() => release());
  expect(await screen.findByText('TGFI20009')).toBeInTheDocument();
  expect(posts).toHaveLength(1);
});

test('a filled honeypot, which people never see, sends nothing', async () => {
  const user = userEvent.setup();
  renderWithProviders(<ApplicationForm />);
  await fillAndAccept(user);
  await user.type(screen.getByLabelText('Website'), 'http://spam.example');
  await user.click(applyButton());
  expect(posts).toEqual([]);
  expect(screen.queryByRole('region', { name: /submitted successfully/ })).not.toBeInTheDocument();
});
