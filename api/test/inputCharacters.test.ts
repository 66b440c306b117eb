import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// The third probe of hidden characters (docs/decisions/input-characters.md): U+2800 and U+FFFC
// gave 201, so one visible address got four more applications; no-break and other spaces went
// into names as they were. On both stores.

describe.each(eachStore())('input characters on %s', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target);
  });
  afterEach(() => server.dispose());

  test('one visible address gets one application: U+2800, U+FFFC, U+2028 and U+2029 in it are 400', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION })).statusCode).toBe(201);
    const [local, domain] = GOOD_APPLICATION.email.split('@') as [string, string];
    for (const hidden of ['\u2800', '\uFFFC', '\u2028', '\u2029']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/applications',
        payload: { ...GOOD_APPLICATION, email: `${local}${hidden}@${domain}` },
      });
      expect({ hidden: hidden.codePointAt(0), status: response.statusCode }).toEqual({ hidden: hidden.codePointAt(0), status: 400 });
    }
    expect(await server.store.countRecords('applications')).toBe(1);
  });

  test('a name typed with a no-break, narrow or ideographic space is stored with plain spaces', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      payload: { ...GOOD_REGISTRATION, parentName: 'Priya\u00A0Sharma', childName: 'Aarav\u202FK\u3000R' },
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await server.store.listRegistrations();
    expect([stored?.parentName, stored?.childName]).toEqual(['Priya Sharma', 'Aarav K R']);
  });
});
