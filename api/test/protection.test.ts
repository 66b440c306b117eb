import { storeTargets } from './storeTargets';
import { readTrustProxy } from '../src/config/settings';
import { GOOD_REGISTRATION, registrationRow, startTestServer, refusal } from './testServer';
import type { TestServer } from './testServer';

// Transport protections: CORS for the site's origins only, security headers, the write limit.

const [sqlite] = storeTargets();

describe('protection', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(sqlite!, { writeRateLimit: 3, corsOrigins: ['http://localhost:3000'] });
  });
  afterEach(() => server.dispose());

  test('a configured origin is allowed, with the methods and header the site uses', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/values',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Idempotency-Key');
  });

  test('any other origin gets no CORS permission', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('security headers are set', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('writes over the limit get 429 with a clear sentence; reads are not limited', async () => {
    const write = (value: number) => server.app.inject({ method: 'PUT', url: '/values', payload: { cell: 'A2', updatedValue: value } });
    expect((await write(10_001)).statusCode).toBe(200);
    expect((await write(10_002)).statusCode).toBe(200);
    const post = await server.app.inject({ method: 'POST', url: '/new-registration', payload: { values: [registrationRow(10_001)] } });
    expect(post.statusCode).toBe(200);
    const refused = await write(10_003);
    expect(refused.statusCode).toBe(429);
    expect(refusal(refused)).toEqual({ error: 'Too many requests from your address. Please wait a minute and try again.' });
    expect(await server.store.lastIssued('registration')).toBe(10_002);
    for (let i = 0; i < 5; i += 1) {
      expect((await server.app.inject({ method: 'GET', url: '/values?cell=A2' })).statusCode).toBe(200);
    }
  });

  test('with TRUST_PROXY the limit keys on the forwarded visitor address; without it, on the connection', async () => {
    const register = (visitor: string, app = server.app) =>
      app.inject({
        method: 'POST',
        url: '/registrations',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': visitor },
        payload: { ...GOOD_REGISTRATION, email: `${visitor}@example.com` },
      });
    // No proxy trusted: every visitor behind the CDN shares its bucket of 3.
    const shared = [];
    for (const visitor of ['a', 'b', 'c', 'd']) shared.push((await register(visitor)).statusCode);
    expect(shared).toEqual([201, 201, 201, 429]);

    const proxied = await startTestServer(sqlite!, { writeRateLimit: 3, trustProxy: readTrustProxy('10.0.0.0/8') });
    try {
      for (let i = 0; i < 3; i += 1) expect((await register('198.51.100.1', proxied.app)).statusCode).toBe(201);
      expect((await register('198.51.100.1', proxied.app)).statusCode).toBe(429);
      expect((await register('198.51.100.2', proxied.app)).statusCode).toBe(201);
    } finally {
      await proxied.dispose();
    }
  });

  test('an unknown address answers 404 in the error shape', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/nothing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(refusal(response)).toEqual({ error: 'There is nothing at GET /nothing.' });
  });
});
