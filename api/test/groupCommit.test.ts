import { sheetRows } from '../src/cli/sheetTransfer';
import type { Consent, NewRegistration, StoredAnswer } from '../src/store/Store';
import { idempotencyClaim } from '../src/idempotency/idempotencyKey';
import { eachStore } from './storeTargets';
import type { OpenedStore } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';

// Group commit: registrations that arrive together are stored in one transaction on both stores.
// Calls made in one turn of the event loop land in one batch, so these bursts exercise a batch
// with keyed and unkeyed rows, keys repeated inside it, keys stored before it, and a batch that
// fails part-way.

const DATE = '24/11/2026';
const CONSENT: Consent = { at: '2026-11-24T10:00:00.000Z', notice: '2026-11' };
const AT = new Date('2026-11-24T10:00:00Z');
const registration = (i: number): NewRegistration => ({
  fields: {
    course: 'Chess',
    parentName: `Parent ${i}`,
    childName: `Child ${i}`,
    age: '9',
    address: 'Pune',
    countryCode: '91',
    mobileNumber: '919876543210',
    email: `p${i}@example.com`,
    referralCode: 'GFI10001',
  },
  receivedAt: AT.toISOString(),
  consent: CONSENT,
});
const claim = (key: string, body: unknown = { key }) => idempotencyClaim(key, 'POST /registrations', body, AT);
const answer = (issued: number): StoredAnswer => ({ status: 201, body: { registrationNumber: `GFI${issued}`, date: DATE } });

async function storedNumbers(opened: OpenedStore): Promise<string[]> {
  return (await sheetRows(opened.store, 'registrations')).map((row) => row[1] ?? '');
}

describe.each(eachStore())('%s store: registrations committed together', (_name, target) => {
  let opened: OpenedStore;

  beforeEach(async () => {
    opened = await target.open();
  });
  afterEach(() => opened.dispose());

  test('300 registrations in one burst, every other one keyed: distinct consecutive numbers, one row each, counter = highest', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        i % 2 === 0
          ? opened.store.issueRegistration(registration(i))
          : opened.store.issueRegistrationOnce(registration(i), claim(`burst-key-${i}`), answer),
      ),
    );

    const numbers = outcomes.map((outcome) => {
      if (typeof outcome === 'number') return outcome;
      expect(outcome.replayed).toBe(false);
      return Number(((outcome as { answer: StoredAnswer }).answer.body as { registrationNumber: string }).registrationNumber.slice(3));
    });
    // Numbers follow the order the calls were made in.
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, i) => 10_001 + i));
    expect(await storedNumbers(opened)).toEqual(numbers.map((n) => `GFI${n}`));
    expect((await sheetRows(opened.store, 'registrations')).map((row) => row[9])).toEqual(
      Array.from({ length: 300 }, (_, i) => `p${i}@example.com`),
    );
    expect(await opened.store.lastIssued('registration')).toBe(10_300);
    // Each keyed row's answer was stored with it: the key now replays it.
    const again = await opened.store.issueRegistrationOnce(registration(1), claim('burst-key-1'), answer);
    expect(again).toEqual({ replayed: true, answer: answer(10_002) });
    expect(await opened.store.countRecords('registrations')).toBe(300);
  });

  test('one key twice in a burst: one row; the second replays the first, another body with that key is a mismatch', async () => {
    const [first, second, other, plain] = await Promise.all([
      opened.store.issueRegistrationOnce(registration(1), claim('twice-key-01'), answer),
      opened.store.issueRegistrationOnce(registration(1), claim('twice-key-01'), answer),
      opened.store.issueRegistrationOnce(registration(2), claim('twice-key-01', { another: 'body' }), answer),
      opened.store.issueRegistration(registration(3)),
    ]);

    expect(first).toEqual({ replayed: false, answer: answer(10_001) });
    expect(second).toEqual({ replayed: true, answer: answer(10_001) });
    expect(other).toEqual({ replayed: 'mismatch' });
    expect(plain).toBe(10_002);
    expect(await storedNumbers(opened)).toEqual(['GFI10001', 'GFI10002']);
    expect(await opened.store.lastIssued('registration')).toBe(10_002);
  });

  test('a key stored before the burst replays inside it and takes no number; an expired one issues afresh', async () => {
    await opened.store.issueRegistrationOnce(registration(1), claim('stored-key-01'), answer);
    const old = idempotencyClaim('expired-key-1', 'POST /registrations', {}, new Date('2026-11-20T10:00:00Z'));
    await opened.store.issueRegistrationOnce(registration(2), old, answer);

    const [replayed, mismatched, renewed, fresh] = await Promise.all([
      opened.store.issueRegistrationOnce(registration(1), claim('stored-key-01'), answer),
      opened.store.issueRegistrationOnce(registration(1), claim('stored-key-01', 'other'), answer),
      opened.store.issueRegistrationOnce(registration(3), claim('expired-key-1'), answer),
      opened.store.issueRegistrationOnce(registration(4), claim('fresh-key-001'), answer),
    ]);

    expect(replayed).toEqual({ replayed: true, answer: answer(10_001) });
    expect(mismatched).toEqual({ replayed: 'mismatch' });
    expect(renewed).toEqual({ replayed: false, answer: answer(10_003) });
    expect(fresh).toEqual({ replayed: false, answer: answer(10_004) });
    expect(await storedNumbers(opened)).toEqual(['GFI10001', 'GFI10002', 'GFI10003', 'GFI10004']);
    expect(await opened.store.lastIssued('registration')).toBe(10_004);
  });

  test('a batch that fails part-way rejects every caller in it and stores nothing, keys included', async () => {
    await opened.store.issueRegistration(registration(0));
    const broken = (): StoredAnswer => {
      throw new Error('the answer could not be built');
    };
    const settled = await Promise.allSettled([
      opened.store.issueRegistration(registration(1)),
      opened.store.issueRegistrationOnce(registration(2), claim('failed-key-01'), answer),
      opened.store.issueRegistrationOnce(registration(3), claim('failed-key-02'), broken),
      opened.store.issueRegistration(registration(4)),
    ]);

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await storedNumbers(opened)).toEqual(['GFI10001']);
    expect(await opened.store.lastIssued('registration')).toBe(10_001);
    // The keys were not kept: the same key now issues the next number.
    const retried = await opened.store.issueRegistrationOnce(registration(2), claim('failed-key-01'), answer);
    expect(retried).toEqual({ replayed: false, answer: answer(10_002) });
  });

  test('a batch that fails after its rows were written (a resent key in it) rejects every caller and stores nothing', async () => {
    await opened.store.issueRegistrationOnce(registration(0), claim('resent-key-01'), answer);
    // Fails only once a real number is issued, after the batch has written its rows.
    const failsLate = (issued: number): StoredAnswer => {
      if (issued < 1_000_000) throw new Error('the answer could not be built');
      return answer(issued);
    };
    const settled = await Promise.allSettled([
      opened.store.issueRegistrationOnce(registration(0), claim('resent-key-01'), answer),
      opened.store.issueRegistration(registration(1)),
      opened.store.issueRegistrationOnce(registration(2), claim('late-key-0001'), failsLate),
      opened.store.issueRegistration(registration(3)),
    ]);

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await storedNumbers(opened)).toEqual(['GFI10001']);
    expect(await opened.store.lastIssued('registration')).toBe(10_001);
    const retried = await opened.store.issueRegistrationOnce(registration(2), claim('late-key-0001'), answer);
    expect(retried).toEqual({ replayed: false, answer: answer(10_002) });
  });
});

describe.each(eachStore())('%s store: a burst over HTTP', (_name, target) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(target);
  });
  afterAll(() => server.dispose());

  test('120 POST /registrations at once, 40 of them resends of 20 keys: 100 rows, resends answer the first answer again', async () => {
    const send = (i: number, key?: string) =>
      server.app.inject({
        method: 'POST',
        url: '/registrations',
        payload: { ...GOOD_REGISTRATION, email: `burst${key ?? i}@example.com` },
        headers: key ? { 'idempotency-key': key } : {},
      });
    const requests = [
      ...Array.from({ length: 80 }, (_, i) => send(i)),
      ...Array.from({ length: 20 }, (_, i) => send(0, `http-burst-${i}`)),
      ...Array.from({ length: 20 }, (_, i) => send(0, `http-burst-${i}`)),
    ];
    const responses = await Promise.all(requests);

    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 201));
    const bodies = responses.map((r) => r.json<{ registrationNumber: string }>());
    const replayed = responses.map((r) => r.headers['idempotent-replayed'] === 'true');
    expect(replayed.slice(0, 80).some(Boolean)).toBe(false);
    // Of each key's two sends exactly one issued (the other may come first: the first keyed
    // request of the hour also purges expired keys), and both carry its answer.
    for (let k = 0; k < 20; k += 1) {
      expect([replayed[80 + k], replayed[100 + k]].filter(Boolean)).toHaveLength(1);
      expect(bodies[100 + k]).toEqual(bodies[80 + k]);
    }
    const issued = bodies
      .slice(0, 100)
      .map((body) => Number(body.registrationNumber.slice(3)))
      .sort((a, b) => a - b);
    expect(issued).toEqual(Array.from({ length: 100 }, (_, i) => 10_001 + i));
    expect(await server.store.countRecords('registrations')).toBe(100);
    expect(await server.store.lastIssued('registration')).toBe(10_100);
  });
});
