import { sheetRows } from '../src/cli/sheetTransfer';
import { eachStore } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION, startTestServer, refusal } from './testServer';
import type { TestServer } from './testServer';

// POST /registrations and POST /applications: one call, the number issued by the server and
// stored as a record in one transaction; a refused body changes nothing.

async function snapshot(server: TestServer) {
  return {
    registrations: await server.store.listRegistrations(),
    applications: await server.store.listApplications(),
    a2: await server.store.lastIssued('registration'),
    b2: await server.store.lastIssued('application'),
  };
}

describe.each(eachStore())('%s store: registrations and applications in one call', (_name, target) => {
  let server: TestServer;
  // 18:30 UTC is midnight in IST: the registration is dated the next day there.
  let clock = new Date('2026-03-06T18:30:00Z');

  beforeAll(async () => {
    server = await startTestServer(target, { now: () => clock });
  });
  afterAll(() => server.dispose());

  const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });

  test('a registration answers 201 with the next number and when it arrived, and stores the trimmed record', async () => {
    const response = await post('/registrations', GOOD_REGISTRATION);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      registrationNumber: 'GFI10001',
      receivedAt: '2026-03-06T18:30:00.000Z',
      demoToken: expect.stringMatching(/^GFI10001\.[\w-]{43}$/),
    });
    expect(await server.store.listRegistrations()).toEqual([
      {
        registrationNumber: 'GFI10001',
        receivedAt: '2026-03-06T18:30:00.000Z',
        course: 'Coding',
        parentName: 'Priya Sharma',
        childName: 'Aarav',
        age: '9',
        address: '12 MG Road, Pune',
        countryCode: '91',
        mobileNumber: '9876543210',
        email: 'priya@example.com',
        referralCode: 'GFI10001',
        status: 'new',
        note: '',
        consent: { at: '2026-03-06T18:30:00.000Z', notice: expect.any(String) as string },
        erasedAt: null,
        emails: [
          expect.objectContaining({ purpose: 'confirmation', state: 'pending' }),
          expect.objectContaining({ purpose: 'notification', state: 'pending' }),
        ],
        version: expect.any(String) as string,
        followUpOn: null,
        owner: '',
      },
    ]);
    expect(await server.store.lastIssued('registration')).toBe(10_001);
  });

  test('the compatibility sheet dates a registration by its day in India: one second before midnight IST, the earlier day', async () => {
    clock = new Date('2026-03-07T18:29:59Z');
    const response = await post('/registrations', { ...GOOD_REGISTRATION, email: 'second@example.com' });
    expect(response.json()).toEqual({
      registrationNumber: 'GFI10002',
      receivedAt: '2026-03-07T18:29:59.000Z',
      demoToken: expect.stringMatching(/^GFI10002\.[\w-]{43}$/),
    });
    expect((await sheetRows(server.store, 'registrations')).map((row) => row[0])).toEqual(['07/03/2026', '07/03/2026']);
  });

  test.each([
    ['a name with markup', { parentName: 'Priya <b>' }, 'parentName', "The parent's name must not contain < or >."],
    ['a formula in the address', { address: '=HYPERLINK("x")' }, 'address', 'The address must not start with =, +, - or @.'],
    ['no mobile number', { mobileNumber: '  ' }, 'mobileNumber', 'Please enter the mobile number.'],
    ['a course not offered', { course: 'Karate' }, 'course', 'Please choose a course from the list.'],
    [
      'a filled honeypot',
      { website: 'http://spam.example' },
      'website',
      'The form could not be accepted. Please reload the page and try again.',
    ],
  ])('%s is refused with its field message and changes nothing', async (_case, change, field, message) => {
    const before = await snapshot(server);
    const response = await post('/registrations', { ...GOOD_REGISTRATION, ...change });
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toEqual({ error: message, fields: { [field]: message } });
    expect(await snapshot(server)).toEqual(before);
  });

  test('an unknown field or a body that is not an object is refused and changes nothing', async () => {
    const before = await snapshot(server);
    const extra = await post('/registrations', { ...GOOD_REGISTRATION, registrationNumber: 'GFI1' });
    expect(extra.statusCode).toBe(400);
    expect(refusal(extra)).toEqual({ error: 'The field "registrationNumber" is not accepted.', fields: {} });
    const list = await post('/registrations', [GOOD_REGISTRATION]);
    expect(refusal(list)).toEqual({ error: 'The request body must be a JSON object.', fields: {} });
    expect(await snapshot(server)).toEqual(before);
  });

  test('an application answers 201 with TGFI and the next number, storing the record', async () => {
    const response = await post('/applications', GOOD_APPLICATION);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ applicationNumber: 'TGFI101', receivedAt: '2026-03-07T18:29:59.000Z' });
    expect(await server.store.listApplications()).toEqual([
      expect.objectContaining({
        applicationNumber: 'TGFI101',
        receivedAt: '2026-03-07T18:29:59.000Z',
        name: 'Ravi Kumar',
        mobileNumber: '919812345678',
        email: 'Ravi@Example.com',
        expertIn: 'Chess',
        level: 'Advanced',
        yearsOfExperience: '5',
        position: 'Trainer or Client Coordinator',
        status: 'new',
      }),
    ]);
  });

  test('the same e-mail in another case and spacing is 409 and changes nothing', async () => {
    const before = await snapshot(server);
    const response = await post('/applications', { ...GOOD_APPLICATION, email: '  ravi@EXAMPLE.com ' });
    expect(response.statusCode).toBe(409);
    expect(refusal(response)).toEqual({ error: 'Application already exists.' });
    expect(await snapshot(server)).toEqual(before);
  });

  test('two simultaneous applications from one address: exactly one 201 and one 409', async () => {
    const [first, second] = await Promise.all([
      post('/applications', { ...GOOD_APPLICATION, email: 'Twin@example.com' }),
      post('/applications', { ...GOOD_APPLICATION, email: ' twin@EXAMPLE.COM  ' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(await server.store.lastIssued('application')).toBe(102);
    expect(await server.store.countRecords('applications')).toBe(2);
  });

  test('a refused application (honeypot, bad level) changes nothing', async () => {
    const before = await snapshot(server);
    const honeypot = await post('/applications', { ...GOOD_APPLICATION, email: 'bot@example.com', website: 'x' });
    const level = await post('/applications', { ...GOOD_APPLICATION, email: 'new@example.com', level: 'Guru' });
    expect([honeypot.statusCode, level.statusCode]).toEqual([400, 400]);
    expect(refusal(level)).toEqual({
      error: 'Please choose a level from the list.',
      fields: { level: 'Please choose a level from the list.' },
    });
    expect(await snapshot(server)).toEqual(before);
  });
});
