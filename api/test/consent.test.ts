import { sheetRows } from '../src/cli/sheetTransfer';
import { APPLICANT_CONSENT_MESSAGE, CONSENT_MESSAGE, PRIVACY_NOTICE_VERSION } from '@academy/contracts/rules';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// A registration is stored only with a parent's or guardian's consent to the privacy notice, and
// an application only with the applicant's; the row keeps when it was given and to which notice.

const NOW = new Date('2026-11-24T09:15:00.000Z');

describe.each(eachStore())('%s store: consent to the privacy notice', (_name, target) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => NOW });
  });
  afterEach(() => server.dispose());

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

  test.each([
    ['missing', (({ consent: _omitted, ...rest }) => rest)(GOOD_REGISTRATION)],
    ['false', { ...GOOD_REGISTRATION, consent: false }],
    ['another word', { ...GOOD_REGISTRATION, consent: 'yes' }],
  ])('a registration whose consent is %s is refused with 400 and changes nothing', async (_case, body) => {
    const response = await post('/registrations', body);
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toEqual({ error: CONSENT_MESSAGE, fields: { consent: CONSENT_MESSAGE } });
    expect(await server.store.countRecords('registrations')).toBe(0);
    expect(await server.store.lastIssued('registration')).toBe(10000);
  });

  test('a registration with consent records when it was given and to which notice', async () => {
    const response = await post('/registrations', GOOD_REGISTRATION);
    expect(response.statusCode).toBe(201);
    const { registrationNumber } = response.json<{ registrationNumber: string }>();
    expect(await server.store.office.findRecord('registrations', registrationNumber)).toMatchObject({
      consent: { at: NOW.toISOString(), notice: PRIVACY_NOTICE_VERSION },
    });
    // The sheet keeps its 11 columns.
    expect((await sheetRows(server.store, 'registrations'))[0]).toHaveLength(11);
  });

  test('a keyed registration records its consent too', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      payload: GOOD_REGISTRATION,
      headers: { 'idempotency-key': 'consent-key-1' },
    });
    expect(response.statusCode).toBe(201);
    const { registrationNumber } = response.json<{ registrationNumber: string }>();
    expect(await server.store.office.findRecord('registrations', registrationNumber)).toMatchObject({
      consent: { at: NOW.toISOString(), notice: PRIVACY_NOTICE_VERSION },
    });
  });

  test('an application without consent is refused; with it, the consent is recorded', async () => {
    const refused = await post('/applications', { ...GOOD_APPLICATION, consent: false });
    expect(refused.statusCode).toBe(400);
    expect(refusal(refused)).toEqual({ error: APPLICANT_CONSENT_MESSAGE, fields: { consent: APPLICANT_CONSENT_MESSAGE } });
    expect(await server.store.countRecords('applications')).toBe(0);

    const accepted = await post('/applications', GOOD_APPLICATION);
    expect(accepted.statusCode).toBe(201);
    const { applicationNumber } = accepted.json<{ applicationNumber: string }>();
    expect(await server.store.office.findRecord('applications', applicationNumber)).toMatchObject({
      consent: { at: NOW.toISOString(), notice: PRIVACY_NOTICE_VERSION },
    });
  });
});
