import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registrationRecordSchema } from '@academy/contracts/records';
import { createDeliveryWorker } from '../src/email/deliveryWorker';
import type { DeliveryWorker } from '../src/email/deliveryWorker';
import { readEmailSettings } from '../src/email/emailSettings';
import { addStaff, asStaff, signedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { GOOD_REGISTRATION, openOutbox, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// The whole path of a record's e-mails over each real store: a registration posted by a plain
// HTTP client, with no browser, reaches the API's local EmailJS outbox through the delivery
// worker; failures are retried and the give-up is kept where staff see it; two instances share
// 1,000 queued e-mails and send none twice.

jest.setTimeout(120_000);

const { endpoint, messages } = readEmailSettings({});
const { consent: _consent, website: _website, ...FIELDS } = GOOD_REGISTRATION;

/** Keeps answering `status` (or 200) and counts what it was sent, by recipient and template. */
async function emailjsStandIn(status = 200): Promise<{ server: Server; origin: string; sent: string[] }> {
  const sent: string[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { template_id: string; template_params: Record<string, string> };
      sent.push(`${body.template_id} / ${body.template_params.body}`);
      response.writeHead(status).end(status === 200 ? 'OK' : 'Unavailable');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Rounds until a round claims nothing. */
async function drain(worker: DeliveryWorker): Promise<void> {
  while ((await worker.runOnce()) > 0);
}

describe.each(eachStore())('%s store: the server sends the e-mails', (_name, target) => {
  let server: TestServer;
  let base: string;
  beforeEach(async () => {
    server = await startTestServer(target);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => server.dispose());

  test('a registration posted by a plain HTTP client gets its two e-mails in the local outbox, once', async () => {
    const posted = await fetch(`${base}/registrations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(GOOD_REGISTRATION),
    });
    expect(posted.status).toBe(201);
    const { registrationNumber } = (await posted.json()) as { registrationNumber: string };
    // As main.ts points it: at the outbox's own loopback listener.
    const standIn = await openOutbox(server);
    const outboxBase = await standIn.listen();
    const worker = createDeliveryWorker({ queue: server.store, endpoint: { ...endpoint, origin: `http://127.0.0.1:${standIn.port}` } });
    await drain(worker);
    await drain(worker);
    const { messages: outbox } = (await (await fetch(`${outboxBase}/outbox`)).json()) as {
      messages: Array<{ templateId: string; serviceId: string; userId: string; params: Record<string, string> }>;
    };
    expect(outbox.map((m) => [m.serviceId, m.userId, m.templateId])).toEqual([
      ['service_local', 'local-public-key', messages.templates.registrationRegistrant],
      ['service_local', 'local-public-key', messages.templates.registrationTeam],
    ]);
    expect(outbox[0]?.params).toMatchObject({ email: 'priya@example.com', subject: 'Your registration with GFI Academy is successful!' });
    expect(outbox[0]?.params.body).toContain(registrationNumber);
    // Staff see both as sent, with the time.
    await addStaff(server.store);
    const session = await signedIn(server.app);
    const record = registrationRecordSchema.parse(
      (await asStaff(server.app, session, { method: 'GET', url: `/office/registrations/${registrationNumber}` })).json(),
    );
    expect(record.emails.map((e) => [e.purpose, e.state, e.attempts, e.sentAt !== null])).toEqual([
      ['confirmation', 'sent', 1, true],
      ['notification', 'sent', 1, true],
    ]);
  });

  test('5xx and network errors are retried; the give-up after the last try is kept for staff to see', async () => {
    const failing = await emailjsStandIn(503);
    const posted = await server.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION });
    const { registrationNumber } = posted.json<{ registrationNumber: string }>();
    let now = new Date();
    const worker = createDeliveryWorker({
      queue: server.store,
      endpoint: { ...endpoint, origin: failing.origin },
      now: () => now,
      random: () => 1,
      policy: { maxAttempts: 3, baseDelayMs: 1_000 },
    });
    await worker.runOnce();
    expect(failing.sent).toHaveLength(2);
    await close(failing.server); // the next try meets a closed port: a network error
    now = new Date(now.getTime() + 60_000);
    await worker.runOnce();
    now = new Date(now.getTime() + 60_000);
    await worker.runOnce();
    now = new Date(now.getTime() + 60_000);
    expect(await worker.runOnce()).toBe(0);
    await addStaff(server.store);
    const session = await signedIn(server.app);
    const record = registrationRecordSchema.parse(
      (await asStaff(server.app, session, { method: 'GET', url: `/office/registrations/${registrationNumber}` })).json(),
    );
    expect(record.emails.map((e) => [e.state, e.attempts, e.nextAttemptAt])).toEqual([
      ['failed', 3, null],
      ['failed', 3, null],
    ]);
    expect(record.emails[0]?.lastError).toMatch(/network error/);
  });

  test('two instances deliver 1,000 queued e-mails with none sent twice', async () => {
    for (let i = 0; i < 500; i += 1) {
      await server.store.issueRegistration({
        fields: { ...FIELDS, email: `parent${i}@example.com` },
        receivedAt: new Date().toISOString(),
        consent: null,
        messages,
      });
    }
    const standIn = await emailjsStandIn();
    const second = await server.another();
    const workers = [server.store, second].map((queue) =>
      createDeliveryWorker({ queue, endpoint: { ...endpoint, origin: standIn.origin }, policy: { batchSize: 25 } }),
    );
    await Promise.all(workers.map(drain));
    await close(standIn.server);
    expect(standIn.sent).toHaveLength(1_000);
    expect(new Set(standIn.sent).size).toBe(1_000);
  });
});
