import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';
import { createManualClock } from '../clock/clock';
import { apiUrl, http, HttpResponse, setupApiServer } from '../testing/apiServer';
import { RETRY_DELAYS_MS, isRetryable, newIdempotencyKey, postIdempotent } from './idempotentPost';
import { isNetworkFailure } from '../api/client';

// Every attempt of one submission carries its key; only failures that may be the connection's
// fault are retried, after the scheduled waits, and the answer says whether it was a replay.

type Reply = () => Response;
let replies: Reply[];
let seen: { key: string | null; body: unknown }[];

setupApiServer(
  http.post(apiUrl('/things'), async ({ request }) => {
    seen.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    const reply = replies.shift();
    if (!reply) throw new Error('no reply left for this attempt');
    return reply();
  }),
);

const created =
  (headers: Record<string, string> = {}): Reply =>
  () =>
    HttpResponse.json({ number: 'GFI10042' }, { status: 201, headers });
const status =
  (code: number): Reply =>
  () =>
    HttpResponse.json({ error: `status ${code}` }, { status: code });
const dropped: Reply = () => HttpResponse.error();

beforeEach(() => {
  replies = [];
  seen = [];
});

/** Lets the pending request settle, so the next wait is scheduled before the clock moves. */
const settle = async (attempts: number) => {
  for (let i = 0; i < 200 && seen.length < attempts; i += 1) await new Promise((r) => setTimeout(r, 5));
  await new Promise((r) => setTimeout(r, 20));
};

test('a key is 8 to 128 letters, digits, - or _, and a new one each time', () => {
  const key = newIdempotencyKey();
  expect(key).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(newIdempotencyKey()).not.toBe(key);
});

test('the waits add up to at least 20 s over at least 3 retries', () => {
  expect(RETRY_DELAYS_MS.length).toBeGreaterThanOrEqual(3);
  expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(20_000);
});

test('503 then a dropped answer then 201: three attempts with one key, each after its wait', async () => {
  const clock = createManualClock('2026-03-07T12:00:00Z');
  replies = [status(503), dropped, created()];
  const retries: number[] = [];
  const result = postIdempotent<{ number: string }>('/things', { a: 1 }, { key: 'key-000001', clock, onRetry: (n) => retries.push(n) });

  await settle(1);
  expect(retries).toEqual([1]);
  clock.advance(RETRY_DELAYS_MS[0]! - 1);
  await settle(1);
  expect(seen).toHaveLength(1);
  clock.advance(1);
  await settle(2);
  expect(seen).toHaveLength(2);
  expect(retries).toEqual([1, 2]);
  clock.advance(RETRY_DELAYS_MS[1]!);

  await expect(result).resolves.toEqual({ data: { number: 'GFI10042' }, replayed: false });
  expect(seen).toEqual(Array(3).fill({ key: 'key-000001', body: { a: 1 } }));
});

test('a replayed answer is reported as one', async () => {
  replies = [created({ 'Idempotent-Replayed': 'true' })];
  const clock = createManualClock('2026-03-07T12:00:00Z');
  await expect(postIdempotent('/things', {}, { key: 'key-000002', clock })).resolves.toMatchObject({ replayed: true });
});

test.each([400, 409, 422, 429, 500])('%i is not retried', async (code) => {
  replies = [status(code), created()];
  const onRetry = jest.fn();
  const clock = createManualClock('2026-03-07T12:00:00Z');
  await expect(postIdempotent('/things', {}, { key: 'key-000003', clock, onRetry })).rejects.toMatchObject({
    response: { status: code },
  });
  expect(seen).toHaveLength(1);
  expect(onRetry).not.toHaveBeenCalled();
});

test.each([502, 504])('%i is retried', async (code) => {
  replies = [status(code), created()];
  const clock = createManualClock('2026-03-07T12:00:00Z');
  const result = postIdempotent('/things', {}, { key: 'key-000004', clock });
  await settle(1);
  clock.advance(RETRY_DELAYS_MS[0]!);
  await expect(result).resolves.toMatchObject({ replayed: false });
  expect(seen).toHaveLength(2);
});

test('when every attempt is dropped the last failure is thrown after 1 + 3 attempts', async () => {
  replies = [dropped, dropped, dropped, dropped, created()];
  const clock = createManualClock('2026-03-07T12:00:00Z');
  const result = postIdempotent('/things', {}, { key: 'key-000005', clock });
  result.catch(() => undefined);
  for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
    await settle(index + 1);
    clock.advance(delay);
  }
  const failure: unknown = await result.catch((error: unknown) => error);
  expect(isNetworkFailure(failure)).toBe(true);
  expect(seen).toHaveLength(RETRY_DELAYS_MS.length + 1);
});

test('a timeout and a reset connection are retryable; a refusal or a bug is not', () => {
  const noAnswer = (code: string) => new AxiosError('no answer', code);
  expect(isRetryable(noAnswer('ECONNABORTED'))).toBe(true);
  expect(isRetryable(noAnswer('ETIMEDOUT'))).toBe(true);
  expect(isRetryable(noAnswer('ERR_NETWORK'))).toBe(true);
  const config = { headers: new AxiosHeaders() };
  const answered = (s: number) =>
    new AxiosError('answered', 'ERR_BAD_RESPONSE', config, {}, {
      status: s,
      data: {},
      statusText: '',
      headers: {},
      config,
    } as AxiosResponse);
  expect(isRetryable(answered(503))).toBe(true);
  expect(isRetryable(answered(404))).toBe(false);
  expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
  const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  expect(isRetryable(chunk)).toBe(true);
});
