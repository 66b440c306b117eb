import { screen, waitFor } from '@testing-library/react';
import { apiUrl, createManualClock, emailSendUrl, http, HttpResponse, renderWithProviders, setupApiServer } from '@academy/shared/testing';
import { ApplicationForm } from './ApplicationForm';

// Applications kept on the device: a later visit to the form sends them (each e-mail once), and
// one the server refuses comes back into the form with its message and what was typed.
// IndexedDB is stood in for by a map with idb-keyval's API.

const stored = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: string) => void stored.delete(key),
  values: async () => [...stored.values()].map((v) => structuredClone(v)),
}));

let posts: { key: string | null; body: unknown }[];
let emails: { template_id: string; template_params: Record<string, string> }[];
let answer: () => Response;

setupApiServer(
  http.post(apiUrl('/applications'), async ({ request }) => {
    posts.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    return answer();
  }),
  http.post(emailSendUrl, async ({ request }) => {
    emails.push((await request.json()) as { template_id: string; template_params: Record<string, string> });
    return new HttpResponse('OK');
  }),
);

const BODY = { name: 'Kavya Iyer', mobileNumber: '919812345678', email: 'kavya@example.com', expertIn: 'Vedic Math', level: 'Advanced', yoe: '6', consent: 'true', website: '' };
const saved = (extra: object = {}) => ({ key: 'saved-key-0001', url: '/applications', body: BODY, savedAt: '2026-03-07T09:00:00.000Z', context: { position: 'Chess Coach' }, ...extra });

beforeEach(() => {
  stored.clear();
  posts = [];
  emails = [];
  answer = () => HttpResponse.json({ applicationNumber: 'TGFI20009' }, { status: 201 });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a saved application is sent with its key when the form opens; its number shows and each e-mail goes out once, naming the position', async () => {
  stored.set('saved-key-0001', saved());
  renderWithProviders(<ApplicationForm />, { clock: createManualClock('2026-03-07T10:00:00') });
  expect(await screen.findByText('TGFI20009')).toBeInTheDocument();
  expect(posts).toEqual([{ key: 'saved-key-0001', body: BODY }]);
  expect(stored.size).toBe(0);
  await waitFor(() => expect(emails).toHaveLength(2));
  expect(emails.every((email) => Object.values(email.template_params).includes('Chess Coach'))).toBe(true);
});

test("a saved application the server refused comes back with the server's message, what was typed, and the terms accepted", async () => {
  stored.set('saved-key-0001', saved({ refused: { message: 'Application already exists.', fields: {} } }));
  renderWithProviders(<ApplicationForm />, { clock: createManualClock('2026-03-07T10:00:00') });
  expect(await screen.findByRole('alert')).toHaveTextContent('Application already exists.');
  expect(screen.getByLabelText(/^Name/)).toHaveValue('Kavya Iyer');
  expect(screen.getByLabelText('E-mail')).toHaveValue('kavya@example.com');
  expect(screen.getByLabelText('Expert in')).toHaveValue('Vedic Math');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(posts).toEqual([]);
});
