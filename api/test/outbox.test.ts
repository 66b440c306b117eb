import type { AddressInfo } from 'node:net';
import { eachStore, storeTargets } from './storeTargets';
import { startTestServer, refusal } from './testServer';
import type { TestServer } from './testServer';

// The outbox must take exactly what @emailjs/browser sends, so the real SDK is used here.

describe.each(eachStore())('%s store: e-mail outbox', (_name, target) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(target, { emailOutbox: true });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.dispose());

  test('messages sent with @emailjs/browser are listed in arrival order and can be cleared', async () => {
    // The SDK reads the page path for its optional throttle; Node has no page.
    Object.assign(globalThis, { location: { pathname: '/registration' } });
    const emailjs = await import('@emailjs/browser');
    emailjs.init({ publicKey: 'local-public-key' }, base);
    for (const subject of ['first', 'second', 'third']) {
      const status = await emailjs.send('service_local', 'template_registration', { subject, email: 'p@example.com' });
      expect(status).toMatchObject({ status: 200, text: 'OK' });
    }

    const listed = (await (await fetch(`${base}/outbox`)).json()) as { messages: Array<Record<string, unknown>> };
    expect(listed.messages).toHaveLength(3);
    expect(listed.messages.map((m) => (m.params as { subject: string }).subject)).toEqual(['first', 'second', 'third']);
    expect(listed.messages[0]).toEqual({
      id: expect.any(Number),
      serviceId: 'service_local',
      templateId: 'template_registration',
      userId: 'local-public-key',
      params: { subject: 'first', email: 'p@example.com' },
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const cleared = await fetch(`${base}/outbox`, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });
    expect(cleared.status).toBe(200);
    expect(await (await fetch(`${base}/outbox`)).json()).toEqual({ messages: [] });
  });

  test('a send without a service is refused', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      payload: { lib_version: '4.4.1', user_id: 'k', template_id: 't', template_params: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toEqual({ error: 'The field "service_id" is required.' });
  });
});

describe('outbox protections', () => {
  const [sqlite] = storeTargets();
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(sqlite!, { emailOutbox: true, writeRateLimit: 2 });
  });
  afterEach(() => server.dispose());

  test('GET and DELETE /outbox answer only loopback clients', async () => {
    await server.store.addOutboxMessage({ serviceId: 's', templateId: 't', userId: 'u', params: { email: 'p@example.com' } });
    for (const method of ['GET', 'DELETE'] as const) {
      const remote = await server.app.inject({ method, url: '/outbox', remoteAddress: '203.0.113.9' });
      expect(remote.statusCode).toBe(403);
      expect(refusal(remote)).toEqual({ error: 'The outbox can only be read from the machine the API runs on.' });
      expect(remote.body).not.toContain('p@example.com');
      // A forwarded-for header claiming loopback does not help a remote client.
      const spoofed = await server.app.inject({
        method, url: '/outbox', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode).toBe(403);
    }
    expect(await server.store.listOutbox()).toHaveLength(1);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await server.app.inject({ method: 'GET', url: '/outbox', remoteAddress })).statusCode).toBe(200);
    }
  });

  test('the send route is rate-limited like every other write', async () => {
    const send = () =>
      server.app.inject({
        method: 'POST', url: '/api/v1.0/email/send',
        payload: { service_id: 's', template_id: 't', user_id: 'u', template_params: {} },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await server.store.listOutbox()).toHaveLength(2);
  });
});

describe('outbox switched off', () => {
  test('its routes answer 404', async () => {
    const [sqlite] = storeTargets();
    const server = await startTestServer(sqlite!, { emailOutbox: false });
    try {
      const send = await server.app.inject({ method: 'POST', url: '/api/v1.0/email/send', payload: {} });
      expect(send.statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: '/outbox' })).statusCode).toBe(404);
    } finally {
      await server.dispose();
    }
  });
});
