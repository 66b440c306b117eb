import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { createManualClock } from '../clock/clock';
import { useForm } from '../forms/useForm';
import { apiUrl, http, HttpResponse, setupApiServer } from '../testing/apiServer';
import { renderWithProviders } from '../testing/renderWithProviders';
import { postIdempotent } from './idempotentPost';
import type { IdempotentPostOptions } from './idempotentPost';
import { useDurableSubmission } from './useDurableSubmission';

// The one durable submission both record forms use, driven through a small form of its own:
// what the server receives (body, key), what the person sees (number, saved sentence, failure),
// and what stays on the device. IndexedDB is stood in for by a map with idb-keyval's API.

const stored = new Map<string, unknown>();
jest.mock('idb-keyval', () => ({
  createStore: () => 'test-store',
  set: async (key: string, value: unknown) => void stored.set(key, structuredClone(value)),
  del: async (key: string) => void stored.delete(key),
  values: async () => [...stored.values()].map((v) => structuredClone(v)),
}));

let posts: { key: string | null; body: Record<string, string> }[];
let answer: () => Response;
setupApiServer(
  http.post(apiUrl('/things'), async ({ request }) => {
    posts.push({ key: request.headers.get('idempotency-key'), body: (await request.json()) as Record<string, string> });
    return answer();
  }),
);

let online: boolean;
beforeEach(() => {
  stored.clear();
  posts = [];
  online = true;
  answer = () => HttpResponse.json({ thingNumber: 'T-1' }, { status: 201 });
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

type Field = 'name';
const EMPTY = { name: '' };
const schema = z.object({ name: z.string().min(1, 'Please enter a name.') });
const sendThing = (body: Record<string, string>, options: IdempotentPostOptions) =>
  postIdempotent<{ thingNumber: string }>('/things', body, options);

function ThingForm({ onRestored }: { onRestored?: (body: Record<string, string>) => void }) {
  const form = useForm<Field>({ initialValues: EMPTY, schema });
  const submission = useDurableSubmission<Field, { thingNumber: string }, Record<string, string>>({
    url: '/things',
    noun: 'thing',
    form,
    send: sendThing,
    numberOf: (answer) => answer.thingNumber,
    valuesAfterSend: EMPTY,
    failureMessage: () => 'The thing failed.',
    bodyOf: (values) => ({ ...values, extra: 'added by the page' }),
    passingRefusal: { status: 409, message: 'Thing already exists.', durationMs: 5000 },
    onRestored,
  });
  return (
    <form onSubmit={submission.onSubmit} noValidate>
      <label>
        Name <input {...form.field('name')} />
      </label>
      {form.errors.name && <span>{form.errors.name}</span>}
      <button type="submit">Send</button>
      {submission.retrying && <p role="status">Still trying</p>}
      {submission.savedMessage && <p role="status">{submission.savedMessage}</p>}
      {submission.failure && <p role="alert">{submission.failure}</p>}
      {submission.number && (
        <p>
          Number {submission.number}{' '}
          <button type="button" onClick={submission.closeNumber}>
            Close
          </button>
        </p>
      )}
    </form>
  );
}

const SAVED = "Saved on this device. We'll send your thing as soon as you're back online.";

async function send(name: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

test('invalid values are not sent; valid ones are sent once with a key and what the page adds, and the number shows', async () => {
  renderWithProviders(<ThingForm />, { clock: createManualClock('2026-03-07T10:00:00Z') });
  const user = await send('');
  expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
  expect(posts).toEqual([]);

  await user.type(screen.getByLabelText('Name'), ' Asha ');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/Number T-1/)).toBeInTheDocument();
  expect(posts).toEqual([{ key: expect.stringMatching(/^[A-Za-z0-9_-]{8,128}$/), body: { name: 'Asha', extra: 'added by the page' } }]);
  expect(screen.getByLabelText('Name')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText(/Number/)).not.toBeInTheDocument();
});

test('with no connection it is saved on the device under its key; when the connection returns it is sent with that key and its number shows on the open page', async () => {
  online = false;
  answer = () => HttpResponse.error();
  renderWithProviders(<ThingForm />, { clock: createManualClock('2026-03-07T10:00:00Z') });
  await send('Asha');
  expect(await screen.findByText(SAVED)).toBeInTheDocument();
  expect(posts).toHaveLength(1);
  const [savedKey] = [...stored.keys()];
  expect(savedKey).toBe(posts[0]!.key);

  online = true;
  answer = () => HttpResponse.json({ thingNumber: 'T-2' }, { status: 201 });
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText(/Number T-2/)).toBeInTheDocument();
  expect(posts[1]).toEqual({ key: savedKey, body: { name: 'Asha', extra: 'added by the page' } });
  expect(screen.queryByText(SAVED)).not.toBeInTheDocument();
  expect(stored.size).toBe(0);
});

test('the passing refusal shows for its time, exactly, and keeps what was typed', async () => {
  answer = () => HttpResponse.json({ error: 'exists' }, { status: 409 });
  const clock = createManualClock('2026-03-07T10:00:00Z');
  renderWithProviders(<ThingForm />, { clock });
  await send('Asha');
  expect(await screen.findByRole('alert')).toHaveTextContent('Thing already exists.');
  act(() => clock.advance(4_999));
  expect(screen.getByRole('alert')).toHaveTextContent('Thing already exists.');
  act(() => clock.advance(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
});

test('the passing refusal of a saved one is the same message for the same time; the saved copy is dropped, not restored', async () => {
  answer = () => HttpResponse.json({ error: 'exists' }, { status: 409 });
  stored.set('saved-key-0001', { key: 'saved-key-0001', url: '/things', body: { name: 'Asha' }, savedAt: '2026-03-07T09:00:00.000Z' });
  const onRestored = jest.fn();
  const clock = createManualClock('2026-03-07T10:00:00Z');
  renderWithProviders(<ThingForm onRestored={onRestored} />, { clock });
  expect(await screen.findByRole('alert')).toHaveTextContent('Thing already exists.');
  await waitFor(() => expect(stored.size).toBe(0));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(onRestored).not.toHaveBeenCalled();
  act(() => clock.advance(5_000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("any other refusal of a saved one brings it back into the form with the server's sentences; sending again replaces it", async () => {
  answer = () => HttpResponse.json({ error: 'Not that name.', fields: { name: 'Not that name.' } }, { status: 400 });
  stored.set('saved-key-0002', {
    key: 'saved-key-0002',
    url: '/things',
    body: { name: 'Asha', extra: 'kept' },
    savedAt: '2026-03-07T09:00:00.000Z',
  });
  const onRestored = jest.fn();
  renderWithProviders(<ThingForm onRestored={onRestored} />, { clock: createManualClock('2026-03-07T10:00:00Z') });
  expect(await screen.findByRole('alert')).toHaveTextContent('Not that name.');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  expect(onRestored).toHaveBeenCalledWith({ name: 'Asha', extra: 'kept' });
  expect(stored.get('saved-key-0002')).toMatchObject({ refused: { status: 400 } });

  answer = () => HttpResponse.json({ thingNumber: 'T-3' }, { status: 201 });
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/Number T-3/)).toBeInTheDocument();
  await waitFor(() => expect(stored.size).toBe(0));
  expect(posts.at(-1)!.key).not.toBe('saved-key-0002');
});

test('a refusal of what the form sent is shown beside the button and the fields, and nothing is saved', async () => {
  answer = () => HttpResponse.json({ error: 'No.', fields: { name: 'Not that name.' } }, { status: 400 });
  renderWithProviders(<ThingForm />, { clock: createManualClock('2026-03-07T10:00:00Z') });
  await send('Asha');
  expect(await screen.findByRole('alert')).toHaveTextContent('The thing failed.');
  expect(screen.getByText('Not that name.')).toBeInTheDocument();
  expect(stored.size).toBe(0);
});
