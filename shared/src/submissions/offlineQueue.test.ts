import { createManualClock } from '../clock/clock';
import { apiUrl, http, HttpResponse, setupApiServer } from '../testing/apiServer';
import { SAVED_SUBMISSION_REFUSED_MESSAGE, flushQueue } from './offlineQueue';
import type { QueueStorage, QueuedSubmission } from './savedSubmissions';

// Sending the saved submissions: oldest first with their own keys; a refusal marks the item and
// goes on, no connection stops the run and keeps the rest.

let replies: Record<string, () => Response>;
let sent: (string | null)[];

setupApiServer(
  http.post(apiUrl('/things'), ({ request }) => {
    const key = request.headers.get('idempotency-key');
    sent.push(key);
    return (replies[key ?? ''] ?? (() => HttpResponse.json({ number: key }, { status: 201 })))();
  }),
);

function memoryQueue(items: QueuedSubmission[]): QueueStorage & { map: Map<string, QueuedSubmission> } {
  const map = new Map(items.map((item) => [item.key, item]));
  return {
    map,
    put: async (item) => void map.set(item.key, item),
    remove: async (key) => void map.delete(key),
    all: async () => [...map.values()].sort((a, b) => a.savedAt.localeCompare(b.savedAt)),
    markDelivered: async (key, delivered) => {
      const found = map.get(key);
      if (found) map.set(key, { ...found, delivered });
    },
  };
}

const item = (key: string, savedAt: string, url = '/things'): QueuedSubmission => ({ key, url, savedAt, body: { key } });
const clock = createManualClock('2026-03-07T12:00:00Z');

beforeEach(() => {
  replies = {};
  sent = [];
});

test('oldest first, each under its key; sent ones leave the queue, other URLs and refused ones stay', async () => {
  const refused = { ...item('key-refused', '2026-03-01T00:00:00Z'), refused: { message: 'No.', fields: {} } };
  const queue = memoryQueue([
    item('key-second', '2026-03-02T00:00:00Z'),
    item('key-first', '2026-03-01T10:00:00Z'),
    refused,
    item('key-other', '2026-03-01T00:00:00Z', '/others'),
  ]);
  const onSent = jest.fn();
  await flushQueue(queue, '/things', clock, { onSent, onRefused: jest.fn() });
  expect(sent).toEqual(['key-first', 'key-second']);
  expect(onSent.mock.calls.map(([it, answer]) => [(it as QueuedSubmission).key, answer as unknown])).toEqual([
    ['key-first', { data: { number: 'key-first' }, replayed: false }],
    ['key-second', { data: { number: 'key-second' }, replayed: false }],
  ]);
  expect([...queue.map.keys()].sort()).toEqual(['key-other', 'key-refused']);
});

test("a 4xx marks the item refused with the server's message, fields and status; the next one is still sent", async () => {
  replies['key-bad'] = () => HttpResponse.json({ error: 'Bad age.', fields: { age: 'Bad age.' } }, { status: 400 });
  replies['key-odd'] = () => HttpResponse.json({}, { status: 404 });
  const queue = memoryQueue([item('key-bad', '1'), item('key-odd', '2'), item('key-good', '3')]);
  const onRefused = jest.fn();
  await flushQueue(queue, '/things', clock, { onSent: jest.fn(), onRefused });
  expect(queue.map.get('key-bad')?.refused).toEqual({ message: 'Bad age.', fields: { age: 'Bad age.' }, status: 400 });
  expect(queue.map.get('key-odd')?.refused).toEqual({ message: SAVED_SUBMISSION_REFUSED_MESSAGE, fields: {}, status: 404 });
  expect(queue.map.has('key-good')).toBe(false);
  expect(onRefused).toHaveBeenCalledTimes(2);
});

test('no connection, or a server error, stops the run and keeps everything not yet sent', async () => {
  replies['key-b'] = () => HttpResponse.error();
  const queue = memoryQueue([item('key-a', '1'), item('key-b', '2'), item('key-c', '3')]);
  await flushQueue(queue, '/things', clock, { onSent: jest.fn(), onRefused: jest.fn() });
  expect(sent).toEqual(['key-a', 'key-b']);
  expect([...queue.map.keys()].sort()).toEqual(['key-b', 'key-c']);
  expect(queue.map.get('key-b')?.refused).toBeUndefined();

  replies['key-b'] = () => HttpResponse.json({ error: 'down' }, { status: 503 });
  sent = [];
  await flushQueue(queue, '/things', clock, { onSent: jest.fn(), onRefused: jest.fn() });
  expect(sent).toEqual(['key-b']);
  expect([...queue.map.keys()].sort()).toEqual(['key-b', 'key-c']);
});

test('two runs at once send each item once', async () => {
  const queue = memoryQueue([item('key-x', '1'), item('key-y', '2')]);
  const onSent = jest.fn();
  await Promise.all([
    flushQueue(queue, '/things', clock, { onSent, onRefused: jest.fn() }),
    flushQueue(queue, '/things', clock, { onSent, onRefused: jest.fn() }),
  ]);
  expect(sent).toEqual(['key-x', 'key-y']);
  expect(onSent).toHaveBeenCalledTimes(2);
});

test('one the service worker already sent is not posted again: its kept answer goes to onSent and it leaves the queue', async () => {
  const delivered = { ...item('key-bg', '1'), delivered: { data: { number: 'R-7' }, replayed: false } };
  const queue = memoryQueue([delivered, item('key-page', '2')]);
  const onSent = jest.fn();
  await flushQueue(queue, '/things', clock, { onSent, onRefused: jest.fn() });
  expect(sent).toEqual(['key-page']);
  expect(onSent.mock.calls.map(([it, answer]) => [(it as QueuedSubmission).key, answer as unknown])).toEqual([
    ['key-bg', { data: { number: 'R-7' }, replayed: false }],
    ['key-page', { data: { number: 'key-page' }, replayed: false }],
  ]);
  expect(queue.map.size).toBe(0);
});
