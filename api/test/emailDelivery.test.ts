import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { backoffDelay, createDeliveryWorker } from '../src/email/deliveryWorker';
import type { EmailQueue, QueuedEmail } from '../src/email/emailQueue';
import { readRetryAfter } from '../src/email/emailjsClient';

// The delivery worker against a real HTTP endpoint that answers as EmailJS would (or fails as
// it might): what it sends, when it retries, when it gives up and what it keeps.

interface Answer {
  status: number;
  headers?: Record<string, string>;
}
let answers: Answer[] = [];
let received: Array<Record<string, unknown>> = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(text) as Record<string, unknown>);
      const answer = answers.shift() ?? { status: 200 };
      response.writeHead(answer.status, answer.headers).end(answer.status === 200 ? 'OK' : 'Service unavailable');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answers = [];
  received = [];
});

/** The queue's part of the contract, kept in memory: due, leased, sent or failed with its error. */
function memoryQueue(emails: QueuedEmail[]) {
  const state = new Map(emails.map((e) => [e.id, { email: e, dueAt: 0, sentAt: null as Date | null, failed: false, lastError: '' }]));
  const queue: EmailQueue = {
    async claimDue(now, limit, leaseMs) {
      const due = [...state.values()].filter((s) => !s.sentAt && !s.failed && s.dueAt <= now.getTime()).slice(0, limit);
      for (const s of due) s.dueAt = now.getTime() + leaseMs;
      return due.map((s) => ({ ...s.email }));
    },
    async markSent(id, at) {
      const s = state.get(id)!;
      s.sentAt = at;
      s.email.attempts += 1;
    },
    async markFailed(id, error, retryAt) {
      const s = state.get(id)!;
      s.email.attempts += 1;
      s.lastError = error;
      if (retryAt) s.dueAt = retryAt.getTime();
      else s.failed = true;
    },
  };
  return { queue, state };
}

const email = (id: number): QueuedEmail => ({
  id,
  recordNumber: `GFI1000${id}`,
  purpose: 'confirmation',
  templateId: 'template_registration_registrant',
  params: { email: 'a@example.com' },
  attempts: 0,
});

function clockAt(start: string) {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

test("an e-mail goes out once, in EmailJS's REST shape with the private key as accessToken", async () => {
  const { queue, state } = memoryQueue([email(1)]);
  const clock = clockAt('2026-11-25T10:00:00Z');
  const worker = createDeliveryWorker({
    queue,
    endpoint: { origin, serviceId: 'service_x', publicKey: 'pk', privateKey: 'sk' },
    now: clock.now,
  });
  expect(await worker.runOnce()).toBe(1);
  expect(await worker.runOnce()).toBe(0);
  expect(received).toEqual([
    {
      service_id: 'service_x',
      template_id: 'template_registration_registrant',
      user_id: 'pk',
      template_params: { email: 'a@example.com' },
      accessToken: 'sk',
    },
  ]);
  expect(state.get(1)?.sentAt?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
});

test('a 5xx is retried after a jittered, doubling delay, and the message is sent once the server recovers', async () => {
  answers = [{ status: 500 }, { status: 502 }];
  const { queue, state } = memoryQueue([email(1)]);
  const clock = clockAt('2026-11-25T10:00:00Z');
  const worker = createDeliveryWorker({
    queue,
    endpoint: { origin, serviceId: 's', publicKey: 'p', privateKey: '' },
    now: clock.now,
    random: () => 0.5,
    policy: { baseDelayMs: 10_000 },
  });
  await worker.runOnce();
  expect(state.get(1)?.dueAt).toBe(clock.now().getTime() + 5_000); // half of 10 s
  clock.advance(4_999);
  expect(await worker.runOnce()).toBe(0);
  clock.advance(1);
  await worker.runOnce();
  expect(state.get(1)?.dueAt).toBe(clock.now().getTime() + 10_000); // half of 20 s
  expect(state.get(1)?.lastError).toMatch(/^502/);
  clock.advance(10_000);
  await worker.runOnce();
  expect(received).toHaveLength(3);
  expect(state.get(1)?.sentAt).not.toBeNull();
  expect(state.get(1)?.email.attempts).toBe(3);
});

test('Retry-After is honoured when it asks for longer than the backoff', async () => {
  answers = [{ status: 429, headers: { 'Retry-After': '120' } }];
  const { queue, state } = memoryQueue([email(1)]);
  const clock = clockAt('2026-11-25T10:00:00Z');
  const worker = createDeliveryWorker({
    queue,
    endpoint: { origin, serviceId: 's', publicKey: 'p', privateKey: '' },
    now: clock.now,
    random: () => 1,
  });
  await worker.runOnce();
  expect(state.get(1)?.dueAt).toBe(clock.now().getTime() + 120_000);
  expect(readRetryAfter('Wed, 25 Nov 2026 10:05:00 GMT', new Date('2026-11-25T10:00:00Z'))).toBe(300_000);
  expect(readRetryAfter('soon', new Date())).toBeNull();
});

test('a network error is retried; the give-up after the last try keeps the error', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const { queue, state } = memoryQueue([email(1)]);
  const clock = clockAt('2026-11-25T10:00:00Z');
  const worker = createDeliveryWorker({
    queue,
    endpoint: { origin: deadOrigin, serviceId: 's', publicKey: 'p', privateKey: '' },
    now: clock.now,
    random: () => 1,
    policy: { maxAttempts: 3, baseDelayMs: 1_000 },
  });
  for (let round = 0; round < 3; round += 1) {
    await worker.runOnce();
    clock.advance(60_000);
  }
  expect(state.get(1)?.failed).toBe(true);
  expect(state.get(1)?.email.attempts).toBe(3);
  expect(state.get(1)?.lastError).toMatch(/network error \(ECONNREFUSED\)/);
  expect(await worker.runOnce()).toBe(0);
});

test('a refusal no retry can mend (400) is given up at once', async () => {
  answers = [{ status: 400 }];
  const { queue, state } = memoryQueue([email(1)]);
  const worker = createDeliveryWorker({ queue, endpoint: { origin, serviceId: 's', publicKey: 'p', privateKey: '' } });
  await worker.runOnce();
  expect(state.get(1)).toMatchObject({ failed: true, lastError: '400: Service unavailable' });
});

test('the backoff doubles from its base up to its ceiling, jittered over the whole range', () => {
  const policy = { baseDelayMs: 10_000, maxDelayMs: 60_000 };
  expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, policy, () => 1))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000]);
  expect(backoffDelay(3, policy, () => 0)).toBe(0);
});

test('a started worker sends what is queued without being asked, and stops cleanly', async () => {
  const { queue, state } = memoryQueue([email(1), email(2)]);
  const worker = createDeliveryWorker({
    queue,
    endpoint: { origin, serviceId: 's', publicKey: 'p', privateKey: '' },
    policy: { pollMs: 20 },
  });
  worker.start();
  for (let waited = 0; waited < 2_000 && received.length < 2; waited += 20) await new Promise((r) => setTimeout(r, 20));
  await worker.stop();
  expect([...state.values()].every((s) => s.sentAt !== null)).toBe(true);
  expect(received).toHaveLength(2);
});
