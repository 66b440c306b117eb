import { createHash } from 'node:crypto';
import { APPLICANT_COLUMNS } from '@academy/shared/rules';
import { eachStore } from './storeTargets';
import { applicantRow, claimNumber, startTestServer, type TestServer } from './testServer';

// Applicants' personal data never leaves the server in clear; duplicates are caught by hash.

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

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
    return { status: response.statusCode, body: response.json() };
  }

  test('GET /applicants serves only the e-mail hash, every other cell empty', async () => {
    expect(await apply('  Ravi.Kumar@Example.COM ')).toEqual({
      status: 200,
      body: { ok: true, applicationNumber: 'TGFI101' },
    });
    const response = await server.app.inject({ method: 'GET', url: '/applicants' });
    const expected = APPLICANT_COLUMNS.map(() => '');
    expected[5] = sha256('ravi.kumar@example.com');
    expect(response.json()).toEqual({ values: [expected] });
    expect(response.body).not.toMatch(/ravi|9198|Kumar|Chess|Advanced/i);
  });

  test('the same e-mail in another case or with spaces is refused with 409 and nothing stored', async () => {
    await apply('ravi@example.com');
    expect(await apply(' RAVI@Example.com')).toEqual({ status: 409, body: { error: 'Application already exists.' } });
    expect(await server.store.countRows('applicants')).toBe(1);
  });

  test('an application number is stored once only', async () => {
    await apply('first@example.com');
    const again = await server.app.inject({
      method: 'POST',
      url: '/applicants',
      payload: { values: [applicantRow(101, 'second@example.com')] },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This application number is already used.' });
    expect(await server.store.countRows('applicants')).toBe(1);
  });
});
