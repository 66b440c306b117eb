import { act, screen, waitFor } from '@testing-library/react';
import { apiUrl, createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { ApplicationForm } from './ApplicationForm';

// Applications kept on the device: a later visit to the form sends them (the server sends the
// e-mails, the page none); a duplicate is the passing 5 s message it is online, and the saved
// copy goes; any other refusal comes back into the form with its message and what was typed.
// IndexedDB is stood in for by a map with idb-keyval's API.

const stored = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: string) => void stored.delete(key),
  values: async () => [...stored.values()].map((v) => structuredClone(v)),
}));

let posts: { key: string | null; body: unknown }[];
let emails: unknown[];
let answer: () => Response;

setupApiServer(
  http.post(apiUrl('/applications'), async ({ request }) => {
    posts.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    return answer();
  }),
  http.post(emailSendUrl, async ({ request }) => {
    emails.push(await request.json());
    return new HttpResponse('OK');
  }),
);

const BODY = {
  name: 'Kavya Iyer',
  mobileNumber: '919812345678',
  email: 'kavya@example.com',
  expertIn: 'Vedic Math',
  level: 'Advanced',
  yoe: '6',
  consent: 'true',
  website: '',
  position: 'Chess Coach',
};
const saved = (extra: object = {}) => ({
  key: 'saved-key-0001',
  url: '/applications',
  body: BODY,
  savedAt: '2026-03-07T09:00:00.000Z',
  ...extra,
});
const EXISTS = 'Application already exists.';

beforeEach(() => {
  stored.clear();
  posts = [];
  emails = [];
  answer = () => HttpResponse.json({ applicationNumber: 'TGFI20009', receivedAt: '2026-03-07T10:00:00.000Z' }, { status: 201 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a saved application is sent with its key and its opening when the form opens; its number shows, and the page sends no e-mail', async () => {
  stored.set('saved-key-0001', saved());
  renderWithProviders(<ApplicationForm />, { clock: createManualClock('2026-03-07T10:00:00') });
  expect(await screen.findByText('TGFI20009')).toBeInTheDocument();
  expect(posts).toEqual([{ key: 'saved-key-0001', body: BODY }]);
  expect(stored.size).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(emails).toEqual([]);
});

test('a saved application the server finds a duplicate of: "Application already exists." for 5 s, then gone, the copy dropped and the form left empty', async () => {
  answer = () => HttpResponse.json({ error: EXISTS }, { status: 409 });
  stored.set('saved-key-0001', saved());
  const clock = createManualClock('2026-03-07T10:00:00');
  const { unmount } = renderWithProviders(<ApplicationForm />, { clock });
  expect(await screen.findByRole('alert')).toHaveTextContent(EXISTS);
  await waitFor(() => expect(stored.size).toBe(0));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  expect(screen.getByLabelText('E-mail')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

  act(() => clock.advance(4_999));
  expect(screen.getByRole('alert')).toHaveTextContent(EXISTS);
  act(() => clock.advance(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Accept the terms to enable Apply.')).toBeInTheDocument();

  // The next visit has nothing to send and nothing to show.
  unmount();
  renderWithProviders(<ApplicationForm />, { clock });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(posts).toHaveLength(1);
});

test('a duplicate found while the form was closed (by the notice of another page) is the same passing message when the form opens', async () => {
  stored.set('saved-key-0001', saved({ refused: { message: EXISTS, fields: {}, status: 409 } }));
  const clock = createManualClock('2026-03-07T10:00:00');
  renderWithProviders(<ApplicationForm />, { clock });
  expect(await screen.findByRole('alert')).toHaveTextContent(EXISTS);
  await waitFor(() => expect(stored.size).toBe(0));
  expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  act(() => clock.advance(5_000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(posts).toEqual([]);
});

test("a saved application refused for another reason comes back with the server's message, what was typed, and the terms accepted; sent again, it keeps its opening", async () => {
  const message = 'The mobile number must be at most 15 digits.';
  stored.set('saved-key-0001', saved({ refused: { message, fields: { mobileNumber: message }, status: 400 } }));
  renderWithProviders(<ApplicationForm />, { clock: createManualClock('2026-03-07T10:00:00') });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Kavya Iyer');
  expect(screen.getByLabelText('E-mail')).toHaveValue('kavya@example.com');
  expect(screen.getByLabelText('Expert in')).toHaveValue('Vedic Math');
  expect(screen.getByLabelText('Mobile number (with country code)')).toHaveAccessibleDescription(message);
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(posts).toEqual([]);

  act(() => screen.getByRole('button', { name: 'Apply' }).click());
  expect(await screen.findByText('TGFI20009')).toBeInTheDocument();
  expect(posts).toEqual([{ key: expect.not.stringMatching(/^saved-key-0001$/), body: BODY }]);
  await waitFor(() => expect(stored.size).toBe(0));
});
