import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eachStore, tempDir } from './storeTargets';
import { DEV_SECRET_FILE, paymentLinkSecret } from '../src/office/paymentLinks';
import { GOOD_APPLICATION, GOOD_REGISTRATION, refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { MANAGER_EMAIL, STAFF_EMAIL, addStaff, asStaff, managerSession, patchRecord } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { hashToken, newToken } from '../src/office/officeAuth';

// Fees, signed payment links, Mark paid and each record's activity, on both stores: what staff
// send, what the API stores and answers, what it refuses, and what the public reads see.

jest.setTimeout(60_000);

const CHESS_FEE = {
  course: 'chess',
  feeInr: 4500,
  period: 'month',
  classesPerPeriod: 8,
  batchSize: 6,
  classMinutes: 60,
  included: 'Eight live classes a month',
};

describe.each(eachStore())('fees, payment links and activity on %s', (_name, target) => {
  let server: TestServer;
  let desk: SignedIn;
  let manager: SignedIn;
  let clock: Date;

  const register = async (course = 'Chess'): Promise<string> => {
    const response = await server.app.inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, course } });
    expect(response.statusCode).toBe(201);
    return response.json<{ registrationNumber: string }>().registrationNumber;
  };
  const send = (session: SignedIn, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    asStaff(server.app, session, { method, url, payload });
  const publicGet = (url: string) => server.app.inject({ method: 'GET', url });

  beforeEach(async () => {
    clock = new Date('2026-11-25T13:30:00.000Z');
    server = await startTestServer(target, { now: () => clock, paymentLinkSecret: 's'.repeat(32) });
    await addStaff(server.store);
    const token = newToken();
    await server.store.office.createSession(hashToken(token), STAFF_EMAIL, 'desk-csrf', clock.toISOString());
    desk = { cookie: `office_session=${token}`, csrfToken: 'desk-csrf', setCookie: '' };
    manager = await managerSession(server.store, clock);
  });
  afterEach(() => server.dispose());

  test('desk staff publish and change a fee; the public read serves it in catalogue order; a manager withdraws it', async () => {
    expect((await publicGet('/v1/fees')).json()).toEqual({ fees: [] });
    const added = await send(desk, 'POST', '/office/fees', CHESS_FEE);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ ...CHESS_FEE, periodConfirmed: true, updatedAt: '2026-11-25T13:30:00.000Z' });
    expect((await send(desk, 'POST', '/office/fees', { ...CHESS_FEE, course: 'abacus', feeInr: 3000 })).statusCode).toBe(201);

    clock = new Date('2026-11-25T16:00:00.000Z');
    const changed = await send(desk, 'PUT', '/office/fees/chess', {
      feeInr: 5000,
      period: 'term',
      classesPerPeriod: 12,
      batchSize: 4,
      classMinutes: 45,
      included: 'Twelve classes',
    });
    expect(changed.json()).toEqual({
      course: 'chess',
      feeInr: 5000,
      period: 'term',
      classesPerPeriod: 12,
      batchSize: 4,
      classMinutes: 45,
      included: 'Twelve classes',
      periodConfirmed: true,
      updatedAt: '2026-11-25T16:00:00.000Z',
    });

    const served = (await publicGet('/v1/fees')).json<{ fees: Array<{ course: string; feeInr: number }> }>();
    expect(served.fees.map(({ course, feeInr }) => [course, feeInr])).toEqual([
      ['chess', 5000],
      ['abacus', 3000],
    ]);

    expect((await send(manager, 'DELETE', '/office/fees/abacus')).statusCode).toBe(204);
    expect((await publicGet('/v1/fees')).json<{ fees: unknown[] }>().fees).toHaveLength(1);
    const audit = (await send(manager, 'GET', '/office/audit')).json<{
      rows: Array<{ action: string; record: string; detail: string; actor: string }>;
    }>();
    expect(audit.rows.map(({ action, record, detail, actor }) => [action, record, detail, actor])).toEqual([
      ['fee-deleted', 'abacus', '', MANAGER_EMAIL],
      ['fee-changed', 'chess', '₹5,000', STAFF_EMAIL],
      ['fee-added', 'abacus', '₹3,000', STAFF_EMAIL],
      ['fee-added', 'chess', '₹4,500', STAFF_EMAIL],
    ]);
  });

  test('a fee is refused with a message per field, a second one for a course is 409, desk may not delete, none is 404', async () => {
    const bad = await send(desk, 'POST', '/office/fees', { course: 'karate', feeInr: 12.5, batchSize: 0, classMinutes: 60, included: '' });
    expect(bad.statusCode).toBe(400);
    expect(refusal(bad).fields as Record<string, string>).toEqual({
      course: 'Choose a course of the catalogue.',
      feeInr: 'Enter the fee in whole rupees.',
      period: 'Say what the fee pays for: a month, a level or a term.',
      classesPerPeriod: 'Enter how many classes the fee covers.',
      batchSize: 'A batch has at least 1 child.',
      included: 'Say what the fee includes.',
    });
    expect((await send(desk, 'POST', '/office/fees', CHESS_FEE)).statusCode).toBe(201);
    const twice = await send(desk, 'POST', '/office/fees', CHESS_FEE);
    expect([twice.statusCode, refusal(twice).error]).toEqual([409, 'chess has a fee already: change it instead.']);
    const deskDelete = await send(desk, 'DELETE', '/office/fees/chess');
    expect([deskDelete.statusCode, refusal(deskDelete).error]).toEqual([
      403,
      'Only a manager can delete a published fee. Ask a manager to do it.',
    ]);
    const { course: _course, ...input } = CHESS_FEE;
    expect((await send(desk, 'PUT', '/office/fees/coding', input)).statusCode).toBe(404);
    expect((await send(manager, 'DELETE', '/office/fees/coding')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/office/fees' })).statusCode).toBe(401);
  });

  test('a payment link carries the number and amount, and the public check names the course; any change is refused', async () => {
    const number = await register('Chess');
    const made = await send(desk, 'POST', `/office/registrations/${number}/payment-link`, { amountInr: 4500 });
    expect(made.statusCode).toBe(201);
    const link = made.json<{ registrationNumber: string; amountInr: number; path: string }>();
    expect(link).toMatchObject({ registrationNumber: number, amountInr: 4500 });
    expect(link.path).toMatch(new RegExp(`^/payment\\?for=${number}&amount=4500&sig=[A-Za-z0-9_-]{43}$`));

    const query = new URL(link.path, 'https://site.example').searchParams;
    const check = (params: Record<string, string>) => publicGet(`/v1/payment-links?${new URLSearchParams(params).toString()}`);
    const good = await check(Object.fromEntries(query));
    expect([good.statusCode, good.json()]).toEqual([200, { registrationNumber: number, amountInr: 4500, course: 'Chess' }]);

    const sig = query.get('sig') ?? '';
    const otherSig = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of <Array<Record<string, string>>>[
      { for: number, amount: '450', sig },
      { for: number, amount: '45000', sig },
      { for: number, amount: '4500.00', sig },
      { for: 'GFI10002', amount: '4500', sig },
      { for: number, amount: '4500', sig: otherSig },
      { for: number, amount: '4500' },
      { for: number, amount: '4500', sig: 'x' },
    ]) {
      const refused = await check(tampered);
      expect({ tampered, status: refused.statusCode, body: refusal(refused) }).toEqual({
        tampered,
        status: 400,
        body: { error: 'This payment link is not valid.' },
      });
    }
    const audit = (await send(manager, 'GET', '/office/audit')).json<{ rows: Array<{ action: string; detail: string }> }>();
    expect(audit.rows[0]).toMatchObject({ action: 'payment-link', record: number, detail: '₹4,500' });
  });

  test('a link signed with another secret is refused', async () => {
    const number = await register();
    const path = (await send(desk, 'POST', `/office/registrations/${number}/payment-link`, { amountInr: 4500 })).json<{ path: string }>()
      .path;
    const other = await startTestServer(target, { paymentLinkSecret: 'o'.repeat(32) });
    try {
      await other.app.inject({ method: 'POST', url: '/registrations', payload: GOOD_REGISTRATION });
      const refused = await other.app.inject({ method: 'GET', url: `/v1/payment-links?${path.split('?')[1]}` });
      expect(refused.statusCode).toBe(400);
    } finally {
      await other.dispose();
    }
  });

  test('a payment link is refused for an unknown registration or a bad amount', async () => {
    const unknown = await send(desk, 'POST', '/office/registrations/GFI99999/payment-link', { amountInr: 4500 });
    expect([unknown.statusCode, refusal(unknown).error]).toEqual([404, 'There is no registration GFI99999.']);
    const number = await register();
    const bad = await send(desk, 'POST', `/office/registrations/${number}/payment-link`, { amountInr: -5 });
    expect([bad.statusCode, refusal(bad).fields]).toEqual([400, { amountInr: 'The amount must be at least ₹1.' }]);
  });

  test('Mark paid stores the amount, day and UPI reference, audits it and shows in the activity', async () => {
    const number = await register();
    const paid = await send(desk, 'POST', `/office/registrations/${number}/payments`, {
      amountInr: 4500,
      paidOn: '2026-11-25',
      upiReference: '432198765012',
    });
    expect(paid.statusCode).toBe(201);
    const activity = (await send(desk, 'GET', `/office/registrations/${number}/activity`)).json();
    expect(activity).toEqual({
      entries: [
        {
          at: '2026-11-25T13:30:00.000Z',
          author: STAFF_EMAIL,
          kind: 'payment',
          outcome: null,
          text: '',
          payment: { amountInr: 4500, paidOn: '2026-11-25', upiReference: '432198765012' },
          statusChange: null,
        },
      ],
    });
    const audit = (await send(manager, 'GET', '/office/audit')).json<{ rows: Array<{ action: string; record: string; detail: string }> }>();
    expect(audit.rows[0]).toMatchObject({ action: 'payment', record: number, detail: '₹4,500 on 2026-11-25, UPI reference 432198765012' });

    const bad = await send(desk, 'POST', `/office/registrations/${number}/payments`, {
      amountInr: 4500,
      paidOn: 'yesterday',
      upiReference: '',
    });
    expect([bad.statusCode, refusal(bad).fields]).toEqual([
      400,
      { paidOn: 'Give a day as YYYY-MM-DD.', upiReference: 'Enter the UPI reference.' },
    ]);
    expect(
      (await send(desk, 'POST', '/office/registrations/GFI99999/payments', { amountInr: 1, paidOn: '2026-11-25', upiReference: 'X1' }))
        .statusCode,
    ).toBe(404);
  });

  test('calls, messages and notes are logged with their author and time; status changes join them, newest first', async () => {
    const number = await register();
    expect(
      (await send(desk, 'POST', `/office/registrations/${number}/activity`, { kind: 'call', outcome: 'no-answer', text: 'Rang at 7 pm.' }))
        .statusCode,
    ).toBe(201);
    clock = new Date('2026-11-25T14:00:00.000Z');
    expect((await patchRecord(server.app, desk, `/office/registrations/${number}`, { status: 'contacted' })).statusCode).toBe(200);
    // A PATCH of the note alone, or to the same status, is no status change.
    expect(
      (await patchRecord(server.app, desk, `/office/registrations/${number}`, { status: 'contacted', note: 'Prefers evenings' }))
        .statusCode,
    ).toBe(200);
    clock = new Date('2026-11-25T15:00:00.000Z');
    expect(
      (
        await send(manager, 'POST', `/office/registrations/${number}/activity`, {
          kind: 'whatsapp',
          outcome: 'reached',
          text: 'Demo on Friday.',
        })
      ).statusCode,
    ).toBe(201);

    const { entries } = (await send(desk, 'GET', `/office/registrations/${number}/activity`)).json<{
      entries: Array<Record<string, unknown>>;
    }>();
    expect(entries.map(({ at, author, kind, outcome, text, statusChange }) => ({ at, author, kind, outcome, text, statusChange }))).toEqual(
      [
        {
          at: '2026-11-25T15:00:00.000Z',
          author: MANAGER_EMAIL,
          kind: 'whatsapp',
          outcome: 'reached',
          text: 'Demo on Friday.',
          statusChange: null,
        },
        {
          at: '2026-11-25T14:00:00.000Z',
          author: STAFF_EMAIL,
          kind: 'status',
          outcome: null,
          text: '',
          statusChange: { from: 'new', to: 'contacted' },
        },
        {
          at: '2026-11-25T13:30:00.000Z',
          author: STAFF_EMAIL,
          kind: 'call',
          outcome: 'no-answer',
          text: 'Rang at 7 pm.',
          statusChange: null,
        },
      ],
    );
  });

  test('applications have their own activity; refusals name the field; an unknown record is 404', async () => {
    const created = await server.app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION });
    const number = created.json<{ applicationNumber: string }>().applicationNumber;
    expect(
      (await send(desk, 'POST', `/office/applications/${number}/activity`, { kind: 'email', text: 'Sent the interview slot.' })).statusCode,
    ).toBe(201);
    const { entries } = (await send(desk, 'GET', `/office/applications/${number}/activity`)).json<{
      entries: Array<{ kind: string; text: string }>;
    }>();
    expect(entries.map(({ kind, text }) => [kind, text])).toEqual([['email', 'Sent the interview slot.']]);

    const bad = await send(desk, 'POST', `/office/applications/${number}/activity`, { kind: 'fax', outcome: 'maybe', text: '' });
    expect([bad.statusCode, refusal(bad).fields]).toEqual([
      400,
      {
        kind: 'Choose call, WhatsApp, note or e-mail.',
        outcome: 'Choose one of the outcomes.',
        text: 'Write what happened.',
      },
    ]);
    expect((await send(desk, 'GET', '/office/applications/TGFI9999/activity')).statusCode).toBe(404);
    expect((await send(desk, 'POST', '/office/registrations/GFI99999/activity', { kind: 'note', text: 'x' })).statusCode).toBe(404);
    expect(
      (
        await asStaff(server.app, desk, {
          method: 'POST',
          url: `/office/applications/${number}/activity`,
          payload: { kind: 'note', text: 'x' },
          csrf: null,
        })
      ).statusCode,
    ).toBe(403);
  });

  test('erasure removes what staff wrote in the activity; the payment and status history stay', async () => {
    const number = await register();
    await send(desk, 'POST', `/office/registrations/${number}/activity`, {
      kind: 'call',
      outcome: 'reached',
      text: 'Priya asked about weekend batches.',
    });
    await send(desk, 'POST', `/office/registrations/${number}/payments`, {
      amountInr: 4500,
      paidOn: '2026-11-25',
      upiReference: '432198765012',
    });
    expect((await send(manager, 'POST', `/office/registrations/${number}/erase`, { reason: 'Asked to be forgotten' })).statusCode).toBe(
      200,
    );
    const { entries } = (await send(desk, 'GET', `/office/registrations/${number}/activity`)).json<{
      entries: Array<{ kind: string; text: string; payment: unknown }>;
    }>();
    expect(entries.map(({ kind, text }) => [kind, text])).toEqual([
      ['payment', ''],
      ['call', ''],
    ]);
    expect(entries[0]?.payment).toEqual({ amountInr: 4500, paidOn: '2026-11-25', upiReference: '432198765012' });
    expect(await server.rawContains('weekend batches')).toBe(false);
  });
});

test("without PAYMENT_LINK_SECRET a developer's API generates one, keeps it in DATA_DIR and reuses it", () => {
  const dataDir = tempDir();
  try {
    const first = paymentLinkSecret(undefined, dataDir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(dataDir, DEV_SECRET_FILE), 'utf8')).toBe(first);
    expect(paymentLinkSecret(undefined, dataDir)).toBe(first);
    expect(paymentLinkSecret(undefined, tempDir())).not.toBe(first);
    expect(paymentLinkSecret('c'.repeat(32), dataDir)).toBe('c'.repeat(32));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
