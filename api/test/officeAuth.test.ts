import type { LightMyRequestResponse } from 'fastify';
import { PassThrough } from 'node:stream';
import { CSRF_HEADER, SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '@academy/contracts/office-rules';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { runStaffCommand } from '../src/cli/staff';
import { SESSION_IDLE_MS, hashToken } from '../src/office/officeAuth';
import { NO_SUCH_ACCOUNT_ACTOR } from '../src/office/sessionRoutes';
import { eachStore } from './storeTargets';
import { refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import {
  OTHER_EMAIL,
  OTHER_PASSWORD,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  addStaff,
  asStaff,
  managerSession,
  signIn,
  signedIn,
} from './officeHelpers';
import type { SignedIn } from './officeHelpers';

// The office's sign-in, sessions, CSRF, CORS, lockout and audit log, on both stores.

jest.setTimeout(60_000);

const OFFICE_ORIGIN = 'http://localhost:3006';
/** Every guarded office route, with a body its handler would accept. */
const GUARDED: Array<{ method: 'GET' | 'DELETE' | 'POST' | 'PATCH' | 'PUT'; url: string }> = [
  { method: 'GET', url: '/office/me' },
  { method: 'GET', url: '/office/audit' },
  { method: 'DELETE', url: '/office/session' },
  { method: 'GET', url: '/office/registrations' },
  { method: 'GET', url: '/office/registrations/GFI10001' },
  { method: 'PATCH', url: '/office/registrations/GFI10001' },
  { method: 'GET', url: '/office/registrations.csv' },
  { method: 'GET', url: '/office/applications' },
  { method: 'GET', url: '/office/applications/TGFI101' },
  { method: 'PATCH', url: '/office/applications/TGFI101' },
  { method: 'GET', url: '/office/applications.csv' },
  { method: 'GET', url: '/office/summary' },
  ...(['tournaments', 'puzzles', 'achievements'] as const).flatMap((kind) => [
    { method: 'GET' as const, url: `/office/${kind}` },
    { method: 'POST' as const, url: `/office/${kind}` },
    { method: 'PUT' as const, url: `/office/${kind}/1` },
    { method: 'DELETE' as const, url: `/office/${kind}/1` },
  ]),
];

const stdin = (text: string): NodeJS.ReadableStream => {
  const stream = new PassThrough();
  stream.end(text);
  return stream;
};

describe.each(eachStore())('office sign-in on %s', (_name, target) => {
  let server: TestServer;
  let clock: Date;
  const responses: LightMyRequestResponse[] = [];
  const record = (response: LightMyRequestResponse): LightMyRequestResponse => {
    responses.push(response);
    return response;
  };

  beforeEach(async () => {
    clock = new Date('2026-03-02T10:00:00Z');
    server = await startTestServer(target, { now: () => clock, officeOrigin: OFFICE_ORIGIN });
    await addStaff(server.store);
    await addStaff(server.store, OTHER_EMAIL, OTHER_PASSWORD);
  });
  afterEach(async () => {
    // The password hash never leaves the store, whatever the call answered.
    for (const response of responses.splice(0)) {
      expect(response.body).not.toContain('$argon2');
      expect(JSON.stringify(response.headers)).not.toContain('$argon2');
    }
    await server.dispose();
  });

  test('signing in answers the e-mail and a CSRF token, and sets a strict HttpOnly cookie', async () => {
    const response = record(await signIn(server.app));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ email: string; csrfToken: string }>();
    expect(body.email).toBe(STAFF_EMAIL);
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^office_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/office');
    expect(cookie).not.toContain('Secure');

    const session = { cookie: cookie.split(';')[0] ?? '', csrfToken: body.csrfToken, setCookie: cookie };
    const me = record(await asStaff(server.app, session, { method: 'GET', url: '/office/me' }));
    expect(me.json()).toEqual({ email: STAFF_EMAIL, csrfToken: body.csrfToken, role: 'desk' });
  });

  test('the cookie is Secure in production', async () => {
    const secure = await buildServer({
      store: server.store,
      settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: server.dataDir, secureCookies: true },
    });
    const response = record(await signIn(secure));
    expect(String(response.headers['set-cookie'])).toContain('Secure');
    await secure.close();
  });

  test('a wrong password and an unknown e-mail get the same 401, and both are audited, the unknown one without what was typed', async () => {
    const wrongPassword = record(await signIn(server.app, STAFF_EMAIL, 'not the password at all'));
    // A password typed into the e-mail box names no account: it is never written down.
    const unknown = record(await signIn(server.app, 'my secret passphrase', STAFF_PASSWORD));
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(refusal(response)).toEqual({ error: SIGN_IN_REFUSED_MESSAGE });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    await signedIn(server.app);
    const session = await managerSession(server.store, clock);
    const audit = record(await asStaff(server.app, session, { method: 'GET', url: '/office/audit' }));
    const rows = audit.json<{ rows: Array<{ actor: string; action: string }>; total: number }>().rows;
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['sign-in', STAFF_EMAIL],
      ['sign-in-failed', NO_SUCH_ACCOUNT_ACTOR],
      ['sign-in-failed', STAFF_EMAIL],
    ]);
    expect(await server.rawContains('my secret passphrase')).toBe(false);
  });

  test('every office route answers 401 with no cookie, a forged cookie, an expired session and after sign-out', async () => {
    const forged: SignedIn = { cookie: 'office_session=forged-token-that-was-never-issued', csrfToken: 'x', setCookie: '' };
    for (const route of GUARDED) {
      expect(record(await server.app.inject(route)).statusCode).toBe(401);
      expect(record(await asStaff(server.app, forged, route)).statusCode).toBe(401);
    }

    const expiring = await signedIn(server.app);
    clock = new Date(clock.getTime() + SESSION_IDLE_MS - 1000);
    expect(record(await asStaff(server.app, expiring, { method: 'GET', url: '/office/me' })).statusCode).toBe(200);
    // Use keeps it alive: 12 hours idle from the last call, not from sign-in.
    clock = new Date(clock.getTime() + SESSION_IDLE_MS - 1000);
    expect(record(await asStaff(server.app, expiring, { method: 'GET', url: '/office/me' })).statusCode).toBe(200);
    clock = new Date(clock.getTime() + SESSION_IDLE_MS);
    for (const route of GUARDED) {
      expect(record(await asStaff(server.app, expiring, route)).statusCode).toBe(401);
    }

    const signingOut = await signedIn(server.app);
    const out = record(await asStaff(server.app, signingOut, { method: 'DELETE', url: '/office/session' }));
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^office_session=;/);
    for (const route of GUARDED) {
      expect(record(await asStaff(server.app, signingOut, route)).statusCode).toBe(401);
    }
  });

  test('a session lives in the store: another API instance over the same store accepts it', async () => {
    const session = await signedIn(server.app);
    const other = await buildServer({
      store: server.store,
      now: () => clock,
      settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: server.dataDir },
    });
    const me = record(await asStaff(other, session, { method: 'GET', url: '/office/me' }));
    expect(me.json()).toEqual({ email: STAFF_EMAIL, csrfToken: session.csrfToken, role: 'desk' });
    await other.close();
  });

  test("a state-changing call without the CSRF header, or with another session's token, is 403 and changes nothing", async () => {
    const mine = await signedIn(server.app);
    const theirs = await signedIn(server.app, OTHER_EMAIL, OTHER_PASSWORD);
    const missing = record(await asStaff(server.app, mine, { method: 'DELETE', url: '/office/session', csrf: null }));
    const foreign = record(await asStaff(server.app, mine, { method: 'DELETE', url: '/office/session', csrf: theirs.csrfToken }));
    for (const response of [missing, foreign]) {
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Still signed in: the refused sign-out changed nothing.
    expect(record(await asStaff(server.app, mine, { method: 'GET', url: '/office/me' })).statusCode).toBe(200);
  });

  test('credentialed CORS is allowed for the office origin only; public routes keep theirs', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/office/session',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': `content-type,${CSRF_HEADER}` },
      });
    const office = record(await preflight(OFFICE_ORIGIN));
    expect(office.headers['access-control-allow-origin']).toBe(OFFICE_ORIGIN);
    expect(office.headers['access-control-allow-credentials']).toBe('true');
    expect(String(office.headers['access-control-allow-headers'])).toContain(CSRF_HEADER);

    for (const origin of ['https://evil.example', 'http://localhost:3000']) {
      expect(record(await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
      const session = await signedIn(server.app);
      const me = record(await server.app.inject({ method: 'GET', url: '/office/me', headers: { origin, cookie: session.cookie } }));
      // Without Access-Control-Allow-Origin the browser keeps the answer from that origin's page.
      expect(me.headers['access-control-allow-origin']).toBeUndefined();
    }

    const site = record(await server.app.inject({ method: 'GET', url: '/tournament', headers: { origin: 'http://localhost:3000' } }));
    expect(site.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(site.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('5 failures in 15 minutes lock the account with 429, even for the right password, until the window passes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(record(await signIn(server.app, STAFF_EMAIL, `wrong password ${i}`)).statusCode).toBe(401);
    }
    const locked = record(await signIn(server.app));
    expect(locked.statusCode).toBe(429);
    expect(refusal(locked)).toEqual({ error: SIGN_IN_LOCKED_MESSAGE });
    // Another account from the same address is not locked by these five.
    expect(record(await signIn(server.app, OTHER_EMAIL, OTHER_PASSWORD)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 14 * 60 * 1000);
    expect(record(await signIn(server.app)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 60 * 1000 + 1);
    expect(record(await signIn(server.app)).statusCode).toBe(200);
  });

  test('20 failures from one address lock that address out, whichever accounts it tried', async () => {
    for (let i = 0; i < 20; i += 1) {
      const response = record(await signIn(server.app, `guess${i}@academy.example`, 'wrong password!', '203.0.113.9'));
      expect(response.statusCode).toBe(401);
    }
    expect(record(await signIn(server.app, STAFF_EMAIL, STAFF_PASSWORD, '203.0.113.9')).statusCode).toBe(429);
    expect(record(await signIn(server.app, STAFF_EMAIL, STAFF_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  test('a sign-in removes sessions idle for 12 hours from the store', async () => {
    const old = await signedIn(server.app);
    record(await signIn(server.app, OTHER_EMAIL, 'wrong password here'));
    const oldHash = hashToken(old.cookie.split('=')[1] ?? '');
    expect(await server.store.office.findSession(oldHash)).not.toBeNull();
    clock = new Date(clock.getTime() + SESSION_IDLE_MS + 1000);
    expect(record(await signIn(server.app, OTHER_EMAIL, OTHER_PASSWORD)).statusCode).toBe(200);
    expect(await server.store.office.findSession(oldHash)).toBeNull();
  });

  test('the audit log lists newest first and no call edits it', async () => {
    await signedIn(server.app);
    const session = await managerSession(server.store, clock);
    const before = record(await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{
      rows: unknown[];
      total: number;
    }>();
    expect(before.total).toBe(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/office/audit', '/office/audit/1']) {
        expect(record(await asStaff(server.app, session, { method, url, payload: {} })).statusCode).toBe(404);
      }
    }
    const after = record(await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<unknown>();
    expect(after).toEqual(before);
    const bad = record(await asStaff(server.app, session, { method: 'GET', url: '/office/audit?limit=0' }));
    expect(bad.statusCode).toBe(400);
  });

  test('the staff CLI adds (password from standard input), lists and removes accounts; removal ends sessions', async () => {
    const office = server.store.office;
    await expect(runStaffCommand(office, ['add', 'new@academy.example'], stdin('too short\n'))).rejects.toThrow('at least 12 characters');
    expect((await office.listStaff()).map((s) => s.email)).not.toContain('new@academy.example');
    const added = await runStaffCommand(office, ['add', 'New@Academy.example'], stdin('a long enough password\n'));
    expect(added).toEqual(['Staff account new@academy.example (desk) is ready; any session it had is ended.']);
    expect(record(await signIn(server.app, 'new@academy.example', 'a long enough password')).statusCode).toBe(200);
    const listed = await runStaffCommand(office, ['list'], stdin(''));
    expect(listed.map((line) => line.split('\t')[0])).toEqual([OTHER_EMAIL, STAFF_EMAIL, 'new@academy.example'].sort());
    expect(listed.join('\n')).not.toContain('$argon2');

    const session = await signedIn(server.app);
    await runStaffCommand(office, ['remove', STAFF_EMAIL], stdin(''));
    expect(record(await asStaff(server.app, session, { method: 'GET', url: '/office/me' })).statusCode).toBe(401);
    expect(record(await signIn(server.app)).statusCode).toBe(401);
    await expect(runStaffCommand(office, ['remove', STAFF_EMAIL], stdin(''))).rejects.toThrow('There is no staff account');
  });
});
