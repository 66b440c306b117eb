import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApi } from './apiProcess';
import { eachStore, storeTargets } from './storeTargets';
import { GOOD_REGISTRATION, openOutbox, startTestServer, refusal } from './testServer';
import type { TestOutbox, TestServer } from './testServer';

// The local EmailJS stand-in: a listener of its own (EMAIL_OUTBOX_PORT) that must take exactly
// what @emailjs/browser sends, so the real SDK is used here; and its fence, which answers a
// person on this machine only and tells anyone else there is nothing there.

const SEND = { lib_version: '4.4.1', user_id: 'k', service_id: 's', template_id: 't', template_params: { email: 'p@example.com' } };

describe.each(eachStore())('%s store: e-mail outbox', (_name, target) => {
  let server: TestServer;
  let outbox: TestOutbox;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(target);
    outbox = await openOutbox(server);
    base = await outbox.listen();
  });
  afterAll(() => server.dispose());

  test('messages sent with @emailjs/browser to its port are listed in arrival order and can be cleared', async () => {
    // The SDK reads the page path for its optional throttle; Node has no page.
    Object.assign(globalThis, { location: { pathname: '/registration' } });
    const emailjs = await import('@emailjs/browser');
    emailjs.init({ publicKey: 'local-public-key' }, base);
    for (const subject of ['first', 'second', 'third']) {
      const status = await emailjs.send('service_local', 'template_registration', { subject, email: 'p@example.com' });
      expect(status).toMatchObject({ status: 200, text: 'OK' });
    }

    const listed = (await (await fetch(`${base}/outbox`)).json()) as { messages: Array<Record<string, unknown>> };
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

  test("the API's own listener has no outbox, and the outbox's listener nothing but the outbox", async () => {
    const api = await server.app.listen({ port: 0, host: '127.0.0.1' });
    await server.store.addOutboxMessage({ serviceId: 's', templateId: 't', userId: 'u', params: { email: 'p@example.com' } });
    for (const [method, path] of [
      ['GET', '/outbox'],
      ['DELETE', '/outbox'],
      ['POST', '/api/v1.0/email/send'],
    ] as const) {
      const response = await fetch(`${api}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(SEND) } : {}),
      });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(await response.text()).not.toContain('p@example.com');
    }
    expect((await fetch(`${base}/health`)).status).toBe(404);
    expect(
      (await fetch(`${base}/registrations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(404);
    expect(await server.store.listOutbox()).toHaveLength(1);
    await server.store.clearOutbox();
  });

  test('a send without a service is refused', async () => {
    const { service_id: _service, ...withoutService } = SEND;
    const response = await outbox.inject({ method: 'POST', url: '/api/v1.0/email/send', payload: withoutService });
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toEqual({ error: 'The field "service_id" is required.' });
  });

  test('4,000 levels of nesting to the send route is 400 with a sentence, never a 500', async () => {
    const response = await outbox.inject({
      method: 'POST',
      url: '/api/v1.0/email/send',
      headers: { 'content-type': 'application/json' },
      payload: `{"template_params":{"a":${'['.repeat(4000)}${']'.repeat(4000)}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toEqual({ error: 'The request body is nested more than 32 levels deep.' });
  });
});

describe.each(eachStore())('%s store: the outbox answers a person on this machine only', (_name, target) => {
  let server: TestServer;
  let outbox: TestOutbox;
  beforeAll(async () => {
    server = await startTestServer(target);
    outbox = await openOutbox(server);
    await server.store.addOutboxMessage({ serviceId: 's', templateId: 't', userId: 'u', params: { email: 'p@example.com' } });
  });
  afterAll(() => server.dispose());

  const here = (port: number) => `localhost:${port}`;
  test.each([
    ['a loopback connection with Host localhost and its port', '127.0.0.1', (port: number) => ({ host: here(port) }), 200],
    ['a loopback connection with Host 127.0.0.1 and its port', '127.0.0.1', (port: number) => ({ host: `127.0.0.1:${port}` }), 200],
    ['IPv6 loopback with Host [::1] and its port', '::1', (port: number) => ({ host: `[::1]:${port}` }), 200],
    ['an IPv4-mapped loopback connection', '::ffff:127.0.0.1', (port: number) => ({ host: here(port) }), 200],
    ['Host localhost with no port', '127.0.0.1', () => ({ host: 'localhost' }), 200],
    ['another machine', '192.0.2.10', (port: number) => ({ host: here(port) }), 404],
    [
      'another machine claiming loopback in X-Forwarded-For',
      '203.0.113.9',
      (port: number) => ({ host: here(port), 'x-forwarded-for': '127.0.0.1' }),
      404,
    ],
    [
      'a proxy on this machine (X-Forwarded-For)',
      '127.0.0.1',
      (port: number) => ({ host: here(port), 'x-forwarded-for': '203.0.113.5' }),
      404,
    ],
    ['a proxy on this machine (Forwarded)', '127.0.0.1', (port: number) => ({ host: here(port), forwarded: 'for=203.0.113.5' }), 404],
    ['a proxy on this machine (X-Real-IP)', '127.0.0.1', (port: number) => ({ host: here(port), 'x-real-ip': '203.0.113.5' }), 404],
    ["a Host naming another port (the API's)", '127.0.0.1', () => ({ host: 'localhost:4000' }), 404],
    ['a rebound DNS name', '127.0.0.1', (port: number) => ({ host: `rebind.attacker.example:${port}` }), 404],
    ['a Host that only starts like localhost', '127.0.0.1', () => ({ host: 'localhost.attacker.example' }), 404],
    ['another loopback address as Host', '127.0.0.1', (port: number) => ({ host: `127.0.0.2:${port}` }), 404],
  ])('%s: %s', async (_label, remoteAddress, headers, status) => {
    for (const method of ['GET', 'DELETE'] as const) {
      // DELETE answered 200 would forget the message the next rows look for; it is put back.
      const response = await outbox.inject({ method, url: '/outbox', remoteAddress, headers: headers(outbox.port) });
      expect(response.statusCode).toBe(status);
      if (status === 404) {
        expect(refusal(response)).toEqual({ error: `There is nothing at ${method} /outbox.` });
        expect(await server.store.listOutbox()).toHaveLength(1);
      } else if (method === 'DELETE') {
        expect(await server.store.listOutbox()).toHaveLength(0);
        await server.store.addOutboxMessage({ serviceId: 's', templateId: 't', userId: 'u', params: { email: 'p@example.com' } });
      } else {
        expect(response.body).toContain('p@example.com');
      }
    }
  });

  test('a send from another machine or through a proxy is not kept', async () => {
    for (const [remoteAddress, headers] of [
      ['198.51.100.7', {}],
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }],
    ] as const) {
      const response = await outbox.inject({ method: 'POST', url: '/api/v1.0/email/send', remoteAddress, headers, payload: SEND });
      expect(response.statusCode).toBe(404);
    }
    expect(await server.store.listOutbox()).toHaveLength(1);
  });
});

describe('outbox write limit', () => {
  const [sqlite] = storeTargets();
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(sqlite!);
  });
  afterEach(() => server.dispose());

  test('the send route is rate-limited like every other write', async () => {
    const outbox = await openOutbox(server, 2);
    const send = () => outbox.inject({ method: 'POST', url: '/api/v1.0/email/send', payload: SEND });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(await server.store.listOutbox()).toHaveLength(2);
  });

  test('the outbox listens on loopback only', async () => {
    const outbox = await openOutbox(server);
    await outbox.listen();
    const addresses = outbox.app.addresses().map((address) => (address as AddressInfo).address);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((address) => address === '127.0.0.1' || address === '::1')).toBe(true);
  });
});

describe('the API process (npm start -w api)', () => {
  test("alone it has no outbox; with EMAIL_OUTBOX_PORT the outbox is on that port only, and records' e-mails go there", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-outbox-'));
    const alone = await startApi({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${alone.base}/outbox`)).status).toBe(404);
      expect(alone.logs.find((line) => line.msg === 'starting')).toMatchObject({ settings: { emailOutboxPort: 'off' } });
    } finally {
      alone.child.kill('SIGTERM');
      await alone.exited;
    }
    const port = await freePort();
    const api = await startApi({ DATA_DIR: dataDir, EMAIL_OUTBOX_PORT: String(port) });
    try {
      const posted = await fetch(`${api.base}/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...GOOD_REGISTRATION, email: 'outbox.process@example.com' }),
      });
      expect(posted.status).toBe(201);
      const templates = async () => {
        const { messages } = (await (await fetch(`http://localhost:${port}/outbox`)).json()) as { messages: Array<{ templateId: string }> };
        return messages.map((message) => message.templateId).sort();
      };
      const deadline = Date.now() + 15_000;
      while ((await templates()).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await templates()).toEqual(['template_registration_registrant', 'template_registration_team']);
      expect((await fetch(`${api.base}/outbox`)).status).toBe(404);
    } finally {
      api.child.kill('SIGTERM');
      await api.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
