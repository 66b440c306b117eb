import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, applicantRow, claimNumber, startTestServer, today, refusal } from './testServer';
import type { TestServer } from './testServer';

// Applicants' personal data never leaves the server, not even hashed; the server alone
// refuses duplicates.

describe.each(eachStore())('%s store: applicant privacy', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target);
  });
  afterEach(() => server.dispose());

  async function apply(email: string): Promise<{ status: number; body: unknown }> {
    const number = await claimNumber(server.app, 'B2');
    const response = await server.app.inject({
      method: 'POST',
      url: '/applicants',
      payload: { values: [applicantRow(number, email)] },
    });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : refusal(response) };
  }

  test('GET /applicants keeps the row shape with name, mobile number and e-mail blank and no hash', async () => {
    expect(await apply('  Ravi.Kumar@Example.COM ')).toEqual({
      status: 200,
      body: { ok: true, applicationNumber: 'TGFI101' },
    });
    await server.app.inject({ method: 'POST', url: '/applications', payload: { ...GOOD_APPLICATION, email: 'asha@example.com' } });
    const response = await server.app.inject({ method: 'GET', url: '/applicants' });
    const [first, second] = response.json<{ values: string[][] }>().values;
    expect(first).toEqual([today(), 'TGFI101', '-', '', '', '', 'Chess', 'Advanced', '5', '-', 'WEB', 'N']);
    expect(second?.slice(1, 6)).toEqual(['TGFI102', '-', '', '', '']);
    expect(response.body).not.toMatch(/ravi|asha|9198|Kumar|@|[0-9a-f]{64}/i);
  });

  test('the same e-mail in another case or with spaces is refused with 409 and nothing stored', async () => {
    await apply('ravi@example.com');
    expect(await apply(' RAVI@Example.com')).toEqual({ status: 409, body: { error: 'Application already exists.' } });
    expect(await server.store.countRecords('applications')).toBe(1);
  });

  test('an application number is stored once only', async () => {
    await apply('first@example.com');
    const again = await server.app.inject({
      method: 'POST',
      url: '/applicants',
      payload: { values: [applicantRow(101, 'second@example.com')] },
    });
    expect(again.statusCode).toBe(409);
    expect(refusal(again)).toEqual({ error: 'This application number is already used.' });
    expect(await server.store.countRecords('applications')).toBe(1);
  });
});
