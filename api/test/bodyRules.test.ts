import { eachStore } from './storeTargets';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import { MAX_BODY_DEPTH, nestedDeeperThan } from '../src/validation/bodyRules';

// The rules of every JSON body, before any route or store sees it: nesting depth, and one
// character rule for every string, keys included, whether or not the route's schema names it.

test('nesting is measured on the text, strings and escapes aside', () => {
  expect(nestedDeeperThan('['.repeat(32) + ']'.repeat(32), MAX_BODY_DEPTH)).toBe(false);
  expect(nestedDeeperThan('['.repeat(33), MAX_BODY_DEPTH)).toBe(true);
  expect(nestedDeeperThan(`{"a":"${'['.repeat(100)}\\"{{{"}`, MAX_BODY_DEPTH)).toBe(false);
});

describe.each(eachStore())('every body on %s', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target);
  });
  afterEach(() => server.dispose());

  const post = (url: string, payload: string) =>
    server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  // The outbox's own send route: outbox.test.ts.
  test.each(['/registrations', '/applications', '/office/session', '/new-registration'])(
    '4,000 levels of nesting to %s is 400 with a sentence, never a 500',
    async (url) => {
      const response = await post(url, `{"a":${'['.repeat(4000)}${']'.repeat(4000)}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'The request body is nested more than 32 levels deep.' });
    },
  );

  test('NUL in the sign-in e-mail, which needs no login, is 400 naming the field', async () => {
    const response = await post('/office/session', JSON.stringify({ email: 'desk\u0000@academy.example', password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'The e-mail must not contain control characters.',
      fields: { email: 'The e-mail must not contain control characters.' },
    });
  });

  test('NUL in an office search, export, access request or record number is 400 naming it, on a route that is not there 404', async () => {
    await addStaff(server.store);
    const session = await managerSession(server.store, new Date(), STAFF_EMAIL);
    const control = (label: string) => `The ${label} must not contain control characters.`;
    for (const [url, field, label] of [
      ['/office/registrations?q=Meera%00', 'q', 'field "q"'],
      ['/office/applications?course=%00', 'course', 'course'],
      ['/office/registrations.csv?q=%00', 'q', 'field "q"'],
      ['/office/subject?email=meera%00%40example.com', 'email', 'e-mail'],
      ['/office/registrations/GFI10001%00', 'number', 'field "number"'],
    ] as const) {
      const response = await asStaff(server.app, session, { method: 'GET', url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: expect.objectContaining({ error: control(label), fields: { [field]: control(label) } }) as unknown,
      });
    }
    // An unknown address is still 404, whatever it spells.
    expect((await server.app.inject({ method: 'GET', url: '/nowhere/%00' })).statusCode).toBe(404);
  });

  test('a field no schema names, and a key, are judged too', async () => {
    const nested = await post('/registrations', JSON.stringify({ course: 'Chess', extra: { deep: ['ok', 'tag\u{E0041}'] } }));
    expect(nested.statusCode).toBe(400);
    expect(nested.json<{ fields: unknown }>().fields).toEqual({
      extra: 'The field "extra" must not contain invisible characters such as a zero-width space.',
    });
    const key = await post('/registrations', JSON.stringify({ 'na\u202Eme': 'x' }));
    expect(key.statusCode).toBe(400);
  });
});
