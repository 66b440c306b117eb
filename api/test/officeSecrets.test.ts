import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { OTHER_EMAIL, STAFF_EMAIL, STAFF_PASSWORD, addStaff, asStaff, signIn, signedIn } from './officeHelpers';

// Neither a password nor its hash is ever written to the log, at any level: not on a sign-in,
// a refused one, a signed-in call or a sign-out.

describe.each(eachStore())('the office log on %s', (_name, target) => {
  let server: TestServer;
  const lines: string[] = [];

  beforeEach(async () => {
    lines.length = 0;
    server = await startTestServer(target, { log: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
    await addStaff(server.store);
  });
  afterEach(() => server.dispose());

  test('holds no password and no password hash', async () => {
    expect((await signIn(server.app, STAFF_EMAIL, 'a wrong but long password')).statusCode).toBe(401);
    expect((await signIn(server.app, OTHER_EMAIL, STAFF_PASSWORD)).statusCode).toBe(401);
    const session = await signedIn(server.app);
    expect((await asStaff(server.app, session, { method: 'GET', url: '/office/me' })).statusCode).toBe(200);
    expect((await asStaff(server.app, session, { method: 'DELETE', url: '/office/session' })).statusCode).toBeLessThan(300);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('/office/session');
    expect(log).not.toContain(STAFF_PASSWORD);
    expect(log).not.toContain('a wrong but long password');
    expect(log).not.toContain('$argon2');
  });
});
