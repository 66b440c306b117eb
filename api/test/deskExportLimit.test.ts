import { DEFAULT_DESK_EXPORT_LIMIT, deskExportRefusal } from '../src/office/exportLimit';
import { addStaff, asStaff, managerSession, signedIn } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { eachStore } from './storeTargets';
import { GOOD_REGISTRATION, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// A desk export is limited by the number of rows it would return, not by whether a filter is
// present: a match-all filter (`q=@`, `from=1970-01-01`) exported a whole list. A manager sets
// the limit (500 unless set) and exports any list. On both stores.

jest.setTimeout(60_000);

describe.each(eachStore())('the desk export limit on %s', (_name, target) => {
  let server: TestServer;
  let desk: SignedIn;
  let manager: SignedIn;
  const exportAs = (session: SignedIn, query: string) =>
    asStaff(server.app, session, { method: 'GET', url: `/office/registrations.csv${query}` });
  const setLimit = (limit: number) =>
    asStaff(server.app, manager, { method: 'PUT', url: '/office/settings/desk-export-limit', payload: { limit } });

  beforeEach(async () => {
    server = await startTestServer(target);
    await addStaff(server.store);
    desk = await signedIn(server.app);
    manager = await managerSession(server.store, new Date(), 'head@academy.example');
    for (let i = 0; i < 4; i += 1) {
      await server.app.inject({
        method: 'POST',
        url: '/registrations',
        payload: { ...GOOD_REGISTRATION, email: `parent${i}@example.com` },
      });
    }
  });
  afterEach(() => server.dispose());

  test('is 500 unless a manager sets it, and a manager sets it (audited); a desk account cannot', async () => {
    expect((await asStaff(server.app, desk, { method: 'GET', url: '/office/settings/desk-export-limit' })).json()).toEqual({
      limit: DEFAULT_DESK_EXPORT_LIMIT,
    });
    expect((await setLimit(3)).json()).toEqual({ limit: 3 });
    expect(
      (await asStaff(server.app, desk, { method: 'PUT', url: '/office/settings/desk-export-limit', payload: { limit: 9 } })).statusCode,
    ).toBe(403);
    expect((await setLimit(0)).statusCode).toBe(400);
    expect((await asStaff(server.app, desk, { method: 'GET', url: '/office/settings/desk-export-limit' })).json()).toEqual({ limit: 3 });
    const audit = (await asStaff(server.app, manager, { method: 'GET', url: '/office/audit' })).json<{
      rows: Array<{ action: string; detail: string }>;
    }>();
    expect(audit.rows).toContainEqual(expect.objectContaining({ action: 'export-limit', detail: '3' }));
  });

  test('a match-all filter over the limit is refused for a desk account with both numbers; under it, or for a manager, it exports', async () => {
    expect((await setLimit(3)).statusCode).toBe(200);
    for (const query of ['?q=%40', '?from=1970-01-01', '']) {
      const refused = await exportAs(desk, query);
      expect({ query, status: refused.statusCode, error: refusal(refused).error }).toEqual({
        query,
        status: 403,
        error: deskExportRefusal(3, 4),
      });
    }
    // A filter that leaves three rows exports; so does the whole list for a manager.
    const narrowed = await exportAs(desk, `?q=${encodeURIComponent('parent1@')}`);
    expect(narrowed.statusCode).toBe(200);
    const whole = await exportAs(manager, '?q=%40');
    expect(whole.statusCode).toBe(200);
    expect(whole.body.trim().split('\r\n')).toHaveLength(5);
    expect((await setLimit(4)).statusCode).toBe(200);
    expect((await exportAs(desk, '')).statusCode).toBe(200);
  });
});
