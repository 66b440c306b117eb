import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiUrl, createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { RETRY_DELAYS_MS } from '@academy/shared/submissions';
import { RegistrationForm } from './RegistrationForm';

// Registrations kept on the device while there is no connection: saved under their key, sent
// when the page opens or the connection returns, the number shown on the open page (the server
// sends the e-mails, the page none); a refused one comes back
// into the form with the server's message. IndexedDB is stood in for by a map (idb-keyval's API).

const stored = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: string) => void stored.delete(key),
  values: async () => [...stored.values()].map((v) => structuredClone(v)),
}));

let online = true;
let posts: { key: string | null; body: Record<string, string> }[];
let emails: { template_id: string }[];
let answer: () => Response;

setupApiServer(
  http.post(apiUrl('/registrations'), async ({ request }) => {
    posts.push({ key: request.headers.get('idempotency-key'), body: (await request.json()) as Record<string, string> });
    return answer();
  }),
  http.post(emailSendUrl, async ({ request }) => {
    emails.push((await request.json()) as { template_id: string });
    return new HttpResponse('OK');
  }),
);

beforeEach(() => {
  stored.clear();
  posts = [];
  emails = [];
  online = true;
  answer = () => HttpResponse.json({ registrationNumber: 'GFI10077', receivedAt: '2026-03-07T12:00:00.000Z' }, { status: 201 });
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const SAVED = "Saved on this device. We'll send your registration as soon as you're back online.";
const clock = () => createManualClock('2026-03-07T12:00:00Z');

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Child's name"), 'Arjun');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('E-mail'), 'meera@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I am this child's parent or legal guardian/ }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

test('offline: one attempt, no retries, saved on the device; back online it is sent once and the overlay shows its number', async () => {
  online = false;
  answer = () => HttpResponse.error();
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  await fillAndSubmit();

  expect(await screen.findByText(SAVED)).toBeInTheDocument();
  expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
  expect(posts).toHaveLength(1);
  posts = [];
  expect([...stored.values()]).toEqual([
    expect.objectContaining({ url: '/registrations', body: expect.objectContaining({ childName: 'Arjun', email: 'meera@example.com' }) }),
  ]);

  const [savedKey] = [...stored.keys()];
  online = true;
  answer = () => HttpResponse.json({ registrationNumber: 'GFI10077', receivedAt: '2026-03-07T12:00:00.000Z' }, { status: 201 });
  act(() => void window.dispatchEvent(new Event('online')));
  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByText('GFI10077')).toBeInTheDocument();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.key).toBe(savedKey);
  expect(stored.size).toBe(0);
  expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  // Its e-mails are the server's to send: the page sends none.
  expect(emails).toEqual([]);

  // Another online event finds nothing left to send.
  act(() => void window.dispatchEvent(new Event('online')));
  await new Promise((r) => setTimeout(r, 50));
  expect(posts).toHaveLength(1);
});

test('when the retries are used up the registration is saved under the key it was sent with', async () => {
  answer = () => HttpResponse.error();
  const manual = clock();
  renderWithProviders(<RegistrationForm />, { clock: manual });
  await fillAndSubmit();
  for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
    await waitFor(() => expect(posts).toHaveLength(index + 1));
    expect(await screen.findByText('Still trying…')).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
    act(() => manual.advance(delay));
  }
  expect(await screen.findByText(SAVED)).toBeInTheDocument();
  expect(screen.queryByText('Still trying…')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(posts).toHaveLength(RETRY_DELAYS_MS.length + 1);
  expect(new Set(posts.map((p) => p.key)).size).toBe(1);
  expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect([...stored.keys()]).toEqual([posts[0]!.key]);
  expect(emails).toEqual([]);
});

test('a browser that wrongly reports no connection still gets its registration through at once', async () => {
  online = false;
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  await fillAndSubmit();
  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByText('GFI10077')).toBeInTheDocument();
  expect(stored.size).toBe(0);
});

test('a registration saved on an earlier visit is sent when the form opens, with its saved key', async () => {
  stored.set('saved-key-0001', {
    key: 'saved-key-0001',
    url: '/registrations',
    savedAt: '2026-03-06T09:00:00.000Z',
    body: {
      course: 'Abacus',
      parentName: '',
      childName: 'Isha',
      age: '',
      address: '',
      countryCode: '',
      mobileNumber: '9876543210',
      email: 'isha@example.com',
      referralCode: 'GFI10001',
      consent: 'true',
      website: '',
    },
  });
  renderWithProviders(<RegistrationForm />, { clock: clock() });
  const dialog = await screen.findByRole('dialog', { name: 'Your registration is successful!' });
  expect(within(dialog).getByText('GFI10077')).toBeInTheDocument();
  expect(posts).toEqual([{ key: 'saved-key-0001', body: expect.objectContaining({ course: 'Abacus', childName: 'Isha' }) }]);
  expect(stored.size).toBe(0);
});

test("a saved registration the server refuses comes back into the form with the server's message, ready to correct", async () => {
  const message = 'The mobile number must be at most 15 digits.';
  answer = () => HttpResponse.json({ error: message, fields: { mobileNumber: message } }, { status: 400 });
  stored.set('saved-key-0002', {
    key: 'saved-key-0002',
    url: '/registrations',
    savedAt: '2026-03-06T09:00:00.000Z',
    body: {
      course: 'Coding',
      parentName: 'Meera',
      childName: 'Isha',
      age: '9',
      address: '',
      countryCode: '',
      mobileNumber: '98765432101234567',
      email: 'isha@example.com',
      referralCode: 'GFI10001',
      consent: 'true',
      website: '',
    },
  });
  renderWithProviders(<RegistrationForm />, { clock: clock() });

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('Course')).toHaveValue('Coding');
  expect(screen.getByLabelText("Child's name")).toHaveValue('Isha');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('98765432101234567');
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(message);
  // Kept on the device, marked refused, until it is sent again.
  expect(stored.get('saved-key-0002')).toMatchObject({ refused: { message } });

  answer = () => HttpResponse.json({ registrationNumber: 'GFI10078', receivedAt: '2026-03-07T12:00:00.000Z' }, { status: 201 });
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(await screen.findByText('GFI10078')).toBeInTheDocument();
  await waitFor(() => expect(stored.size).toBe(0));
  expect(posts.at(-1)!.key).not.toBe('saved-key-0002');
});
