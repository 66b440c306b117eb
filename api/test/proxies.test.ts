import type { LightMyRequestResponse } from 'fastify';
import { readSettings } from '../src/config/settings';
import { TRUST_PROXY_GUESS_MESSAGE, TRUST_PROXY_REQUIRED_MESSAGE } from '../src/config/proxyRules';
import { LOOPBACK_PROXY_MESSAGE } from '../src/office/proxyCheck';
import { OPENAPI_HIDDEN_MESSAGE } from '../src/http/openApiAccess';
import { STAFF_EMAIL, STAFF_PASSWORD, addStaff, signIn } from './officeHelpers';
import { eachStore, storeTargets } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';

// Proxies declared, not guessed (docs/decisions/proxies.md): production names its proxies or
// none, a same-host proxy that says nothing of its visitors cannot make them one sign-in count,
// and a client that reaches the API directly cannot rotate X-Forwarded-For past the write limit.

/** A production environment complete but for TRUST_PROXY (the settings' own tests hold the rest). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATA_DIR: '/var/lib/academy',
  CORS_ORIGINS: 'https://www.example.org',
  OFFICE_ORIGIN: 'https://office.example.org',
  PAYMENT_LINK_SECRET: 'Q3p8mZ1vT0aK7wYc2LrN5sHd9fUe4GjB6xIo+A==',
  AUDIT_HASH_KEY: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
};
const error = (response: LightMyRequestResponse) => response.json<{ error?: string }>().error;

describe('TRUST_PROXY in production', () => {
  test('must be set: unset (or blank) refuses to start', () => {
    expect(() => readSettings(PRODUCTION)).toThrow(TRUST_PROXY_REQUIRED_MESSAGE);
    expect(() => readSettings({ ...PRODUCTION, TRUST_PROXY: ' ' })).toThrow(TRUST_PROXY_REQUIRED_MESSAGE);
  });

  test.each(['true', '1', '2', ' 3 '])('TRUST_PROXY=%j (every hop, or a bare hop count) refuses to start', (value) => {
    expect(() => readSettings({ ...PRODUCTION, TRUST_PROXY: value })).toThrow(TRUST_PROXY_GUESS_MESSAGE);
  });

  test.each(['false', '127.0.0.1', 'loopback', '10.0.0.0/8, 192.168.1.7', 'fd00::/8,::1', '10.0.0.0/255.0.0.0'])(
    'TRUST_PROXY=%j starts',
    (value) => {
      expect(readSettings({ ...PRODUCTION, TRUST_PROXY: value }).trustProxy).toBe(value === 'false' ? false : value.trim());
    },
  );

  test.each(['nginx', '10.0.0.0/33', '300.1.1.1', '::1/129', '10.0.0.1/8/2'])(
    'TRUST_PROXY=%j names no proxy and refuses to start',
    (value) => {
      expect(() => readSettings({ ...PRODUCTION, TRUST_PROXY: value })).toThrow(`"${value}" is neither`);
    },
  );

  test('outside production the old forms still start a developer machine', () => {
    expect(readSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readSettings({}).trustProxy).toBe(false);
  });
});

describe.each(eachStore())('behind a proxy on %s', (_name, target) => {
  test('a sign-in through a same-host proxy that sends no forwarding header is refused with 503 and a sentence', async () => {
    const server = await startTestServer(target, { production: true, trustProxy: 'loopback' });
    try {
      await addStaff(server.store);
      // nginx's plain proxy_pass: the connection is loopback and nothing says who sent it.
      const bare = await signIn(server.app, STAFF_EMAIL, STAFF_PASSWORD, '127.0.0.1');
      expect(bare.statusCode).toBe(503);
      expect(error(bare)).toBe(LOOPBACK_PROXY_MESSAGE);
      expect(LOOPBACK_PROXY_MESSAGE).toContain('X-Forwarded-For');
      // Twenty such failures on made-up e-mails therefore stop no one: they never reach a count.
      for (let i = 0; i < 20; i += 1) expect((await signIn(server.app, `nobody${i}@example.org`, 'guess', '::1')).statusCode).toBe(503);
      const told = await server.app.inject({
        method: 'POST',
        url: '/office/session',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
      });
      expect(told.statusCode).toBe(200);
      // A staff member reaching the API directly is not a proxy.
      expect((await signIn(server.app, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    } finally {
      await server.dispose();
    }
  });
});

describe('the write limit, the API reached directly', () => {
  const sqlite = storeTargets()[0]!;

  test('a client rotating X-Forwarded-For cannot walk past it while only the proxy is trusted', async () => {
    const server = await startTestServer(sqlite, {
      writeRateLimit: 60,
      trustProxy: readSettings({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 120; i += 1) {
        const response = await server.app.inject({
          method: 'POST',
          url: '/registrations',
          remoteAddress: '203.0.113.50',
          headers: { 'x-forwarded-for': `198.51.${Math.floor(i / 250)}.${i % 250}` },
          payload: { ...GOOD_REGISTRATION, email: `walker${i}@example.com` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
      expect(statuses.slice(60)).toEqual(Array<number>(60).fill(429));
    } finally {
      await server.dispose();
    }
  });
});

describe('the API description in production', () => {
  const sqlite = storeTargets()[0]!;

  test('/openapi.json and /docs are refused unless OPENAPI_PUBLIC=1', async () => {
    const hidden = await startTestServer(sqlite, { production: true });
    try {
      for (const url of ['/openapi.json', '/docs', '/docs/static/index.html']) {
        const response = await hidden.app.inject({ method: 'GET', url });
        expect({ url, status: response.statusCode, error: error(response) }).toEqual({ url, status: 404, error: OPENAPI_HIDDEN_MESSAGE });
      }
    } finally {
      await hidden.dispose();
    }
    expect(readSettings({ ...PRODUCTION, TRUST_PROXY: 'false', OPENAPI_PUBLIC: '1' }).openApiPublic).toBe(true);
    const shown = await startTestServer(sqlite, { production: true, openApiPublic: true });
    try {
      const description = await shown.app.inject({ method: 'GET', url: '/openapi.json' });
      expect(description.statusCode).toBe(200);
      expect(Object.keys(description.json<{ paths: object }>().paths)).toContain('/office/session');
    } finally {
      await shown.dispose();
    }
  });
});
