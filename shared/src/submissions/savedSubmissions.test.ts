import {
  SUBMISSIONS_SENT_MESSAGE,
  SUBMISSIONS_SYNC_TAG,
  onSentInBackground,
  requestBackgroundSync,
  sendSavedSubmissions,
} from './savedSubmissions';
import type { QueueStorage, QueuedSubmission } from './savedSubmissions';

// The service worker's side of Background Sync: what it posts, what it keeps for the page, and
// when it asks the browser to try again later.

function memoryQueue(items: QueuedSubmission[]): QueueStorage & { map: Map<string, QueuedSubmission> } {
  const map = new Map(items.map((it) => [it.key, it]));
  return {
    map,
    put: async (it) => void map.set(it.key, it),
    remove: async (key) => void map.delete(key),
    all: async () => [...map.values()].sort((a, b) => a.savedAt.localeCompare(b.savedAt)),
    markDelivered: async (key, delivered) => {
      const found = map.get(key);
      if (found) map.set(key, { ...found, delivered });
    },
  };
}

const ENDPOINT = 'https://api.academy.example/registrations';
const item = (key: string, savedAt: string, extra: Partial<QueuedSubmission> = {}): QueuedSubmission => ({
  key,
  url: '/registrations',
  endpoint: ENDPOINT,
  savedAt,
  body: { name: `child ${key}` },
  ...extra,
});

type Reply = () => Response | Promise<never>;
function fakeFetch(replies: Record<string, Reply>) {
  const calls: { url: string; key: string | null; type: string | null; body: unknown }[] = [];
  const post = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const key = headers.get('Idempotency-Key');
    calls.push({
      url: input instanceof Request ? input.url : String(input),
      key,
      type: headers.get('Content-Type'),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : ''),
    });
    const reply = replies[key ?? ''];
    return reply ? reply() : new Response(JSON.stringify({ registrationNumber: `N-${key}` }), { status: 201 });
  }) as unknown as typeof fetch;
  return { post, calls };
}

test('posts each waiting one, oldest first, as JSON with its key, and keeps the answer on the item for the page', async () => {
  const queue = memoryQueue([item('key-b', '2'), item('key-a', '1')]);
  const { post, calls } = fakeFetch({
    'key-b': () =>
      new Response(JSON.stringify({ registrationNumber: 'N-first' }), { status: 201, headers: { 'Idempotent-Replayed': 'true' } }),
  });
  expect(await sendSavedSubmissions(queue, post)).toBe(2);
  expect(calls).toEqual([
    { url: ENDPOINT, key: 'key-a', type: 'application/json', body: { name: 'child key-a' } },
    { url: ENDPOINT, key: 'key-b', type: 'application/json', body: { name: 'child key-b' } },
  ]);
  expect(queue.map.get('key-a')?.delivered).toEqual({ data: { registrationNumber: 'N-key-a' }, replayed: false });
  expect(queue.map.get('key-b')?.delivered).toEqual({ data: { registrationNumber: 'N-first' }, replayed: true });
});

test('one a page sent while the worker was sending it is not brought back (the page gave the number and the e-mails)', async () => {
  const queue = memoryQueue([item('key-a', '1')]);
  const { post } = fakeFetch({
    'key-a': () => {
      queue.map.delete('key-a');
      return new Response(JSON.stringify({ registrationNumber: 'N-1' }), { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
    },
  });
  expect(await sendSavedSubmissions(queue, post)).toBe(1);
  expect(queue.map.size).toBe(0);
});

test('refused, already delivered and address-less items are not posted; a refusal is left for the page', async () => {
  const queue = memoryQueue([
    item('key-refused', '1', { refused: { message: 'No.', fields: {} } }),
    item('key-done', '2', { delivered: { data: {}, replayed: false } }),
    item('key-old', '3', { endpoint: undefined }),
    item('key-bad', '4'),
    item('key-good', '5'),
  ]);
  const { post, calls } = fakeFetch({ 'key-bad': () => new Response(JSON.stringify({ error: 'Bad age.' }), { status: 400 }) });
  expect(await sendSavedSubmissions(queue, post)).toBe(1);
  expect(calls.map((call) => call.key)).toEqual(['key-bad', 'key-good']);
  expect(queue.map.get('key-bad')).toEqual(item('key-bad', '4'));
  expect(queue.map.get('key-good')?.delivered).toBeDefined();
});

test.each([
  ['no connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['a server error', () => new Response('{}', { status: 503 })],
  ['the write limit', () => new Response('{}', { status: 429 })],
] as [string, Reply][])('%s rejects, so the browser tries again later, and keeps the rest waiting', async (_, reply) => {
  const queue = memoryQueue([item('key-a', '1'), item('key-b', '2'), item('key-c', '3')]);
  const { post, calls } = fakeFetch({ 'key-b': reply });
  await expect(sendSavedSubmissions(queue, post)).rejects.toThrow();
  expect(calls.map((call) => call.key)).toEqual(['key-a', 'key-b']);
  expect(queue.map.get('key-a')?.delivered).toBeDefined();
  expect(queue.map.get('key-b')?.delivered).toBeUndefined();
  expect(queue.map.get('key-c')?.delivered).toBeUndefined();
});

test('a sync is asked for under its tag where the browser has Background Sync, and nothing breaks where it has not', async () => {
  const register = jest.fn(() => Promise.resolve());
  requestBackgroundSync({ ready: Promise.resolve({ sync: { register } } as unknown as ServiceWorkerRegistration) });
  await new Promise((resolve) => setTimeout(resolve));
  expect(register).toHaveBeenCalledWith(SUBMISSIONS_SYNC_TAG);

  expect(() => requestBackgroundSync(undefined)).not.toThrow();
  expect(() => requestBackgroundSync({ ready: Promise.resolve({} as ServiceWorkerRegistration) })).not.toThrow();
  requestBackgroundSync({
    ready: Promise.resolve({
      sync: { register: () => Promise.reject(new Error('NotAllowedError')) },
    } as unknown as ServiceWorkerRegistration),
  });
  await new Promise((resolve) => setTimeout(resolve));
});

test("the page hears the worker's message that it has sent something, and no other message", () => {
  const container = new EventTarget() as unknown as ServiceWorkerContainer;
  const onSent = jest.fn();
  const stop = onSentInBackground(onSent, container);
  container.dispatchEvent(new MessageEvent('message', { data: 'something else' }));
  expect(onSent).not.toHaveBeenCalled();
  container.dispatchEvent(new MessageEvent('message', { data: SUBMISSIONS_SENT_MESSAGE }));
  expect(onSent).toHaveBeenCalledTimes(1);
  stop();
  container.dispatchEvent(new MessageEvent('message', { data: SUBMISSIONS_SENT_MESSAGE }));
  expect(onSent).toHaveBeenCalledTimes(1);
});
