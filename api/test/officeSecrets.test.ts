import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { OTHER_EMAIL, STAFF_EMAIL, STAFF_PASSWORD, addStaff, asStaff, managerSession, signIn, signedIn } from './officeHelpers';

// Neither a password nor its hash is ever written to the log, at any level: not on a sign-in,
// a refused one, a signed-in call or a sign-out. Nor is what staff searched for or whose data
// they asked for: an office URL is logged without its query string.

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

  test("holds no office search's terms and no access request's address, but keeps a public URL's query", async () => {
    const session = await managerSession(server.store);
    const searches = [
      '/office/registrations?q=Meera%20Searched&status=new',
      '/office/applications?q=searched.person%40example.com',
      '/office/registrations.csv?q=9812300077',
      '/office/subject?email=asked.about%40example.com',
      '/OFFICE/registrations?q=Meera%20Searched',
    ];
    for (const url of searches) await asStaff(server.app, session, { method: 'GET', url });
    await server.app.inject({ method: 'GET', url: '/values?cell=A2' });

    const urls = lines.flatMap((line) => {
      const { req } = JSON.parse(line) as { req?: { url?: string } };
      return req?.url === undefined ? [] : [req.url];
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        '/office/registrations?…',
        '/office/applications?…',
        '/office/registrations.csv?…',
        '/office/subject?…',
        '/OFFICE/registrations?…',
        '/values?cell=A2',
      ]),
    );
    const log = lines.join('');
    for (const term of ['Meera', 'searched.person', '9812300077', 'asked.about', 'status=new']) expect(log).not.toContain(term);
  });
});
