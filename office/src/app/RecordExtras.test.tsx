import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, apiUrl, chessFee, createManualClock, http, setupApiServer } from '@academy/shared/testing';
import type { ActivityEntry } from '@academy/contracts/records';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { applicationRecord, registrationRecord } from '../testing/records';
import RecordDetailPage from '../features/records/components/RecordDetailPage';
import RecordExtras from './RecordExtras';
import { signedInAtDesk, renderInSession } from '../testing/renderInSession';

// A record's page below its editor: a registration's payment link (amount from the course's fee)
// and Mark paid, and the activity, newest first, with what staff log. The API answers at the
// HTTP boundary; the tests read what it received and what the page then shows.

let entries: ActivityEntry[];
let received: { path: string; body: unknown }[];
const NOW = new Date('2026-11-25T20:00:00.000Z');
const SIG = 'q'.repeat(43);

setupApiServer(
  signedInAtDesk,
  http.get(apiUrl('/office/registrations/GFI10042'), () => HttpResponse.json(registrationRecord({ course: 'Chess' }))),
  http.get(apiUrl('/office/applications/TGFI2001'), () => HttpResponse.json(applicationRecord())),
  http.get(apiUrl('/office/fees'), () =>
    HttpResponse.json({
      fees: [chessFee({ included: 'Eight classes', updatedAt: '2026-11-20T10:00:00.000Z' })],
    }),
  ),
  http.get(apiUrl('/office/:kind/:number/activity'), () => HttpResponse.json({ entries })),
  http.post(apiUrl('/office/registrations/GFI10042/payment-link'), async ({ request }) => {
    const body = (await request.json()) as { amountInr: number };
    received.push({ path: 'payment-link', body });
    return HttpResponse.json(
      { registrationNumber: 'GFI10042', amountInr: body.amountInr, path: `/payment?for=GFI10042&amount=${body.amountInr}&sig=${SIG}` },
      { status: 201 },
    );
  }),
  http.post(apiUrl('/office/registrations/GFI10042/payments'), async ({ request }) => {
    const payment = (await request.json()) as { amountInr: number; paidOn: string; upiReference: string };
    received.push({ path: 'payments', body: payment });
    const entry: ActivityEntry = {
      at: NOW.toISOString(),
      author: 'desk@academy.example',
      kind: 'payment',
      outcome: null,
      text: '',
      payment,
      statusChange: null,
    };
    entries = [entry, ...entries];
    return HttpResponse.json(entry, { status: 201 });
  }),
  http.post(apiUrl('/office/:kind/:number/activity'), async ({ request }) => {
    const body = (await request.json()) as { kind: ActivityEntry['kind']; outcome?: ActivityEntry['outcome']; text: string };
    received.push({ path: 'activity', body });
    const entry: ActivityEntry = {
      at: NOW.toISOString(),
      author: 'desk@academy.example',
      kind: body.kind,
      outcome: body.outcome ?? null,
      text: body.text,
      payment: null,
      statusChange: null,
    };
    entries = [entry, ...entries];
    return HttpResponse.json(entry, { status: 201 });
  }),
);

beforeEach(() => {
  entries = [
    {
      at: '2026-11-25T14:00:00.000Z',
      author: 'desk@academy.example',
      kind: 'status',
      outcome: null,
      text: '',
      payment: null,
      statusChange: { from: 'new', to: 'contacted' },
    },
    {
      at: '2026-11-25T13:40:00.000Z',
      author: 'head@academy.example',
      kind: 'call',
      outcome: 'no-answer',
      text: 'Rang twice.',
      payment: null,
      statusChange: null,
    },
  ];
  received = [];
});

function openRecord(kind: OfficeRecordKind, number: string) {
  renderInSession(
    <RecordDetailPage kind={kind} extras={(_number, record) => <RecordExtras kind={kind} number={number} record={record} />} />,
    { route: `/${kind}/${number}`, path: `/${kind}/:number`, clock: createManualClock(NOW) },
  );
}

const activityLines = async () => {
  const list = await screen.findByRole('list', { name: 'Activity' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

test('the link starts at the course fee; the link made is shown whole with Copy and a WhatsApp message carrying it', async () => {
  const user = userEvent.setup();
  openRecord('registrations', 'GFI10042');
  const payment = await screen.findByRole('region', { name: 'Payment' });
  const amount = within(payment).getAllByLabelText(/^Amount/)[0]!;
  expect(await within(payment).findByDisplayValue('4500')).toBe(amount);
  await user.clear(amount);
  await user.type(amount, '4000');
  await user.click(within(payment).getByRole('button', { name: 'Make payment link' }));

  const link = await within(payment).findByLabelText('Payment link for ₹4,000:');
  const url = `http://localhost:3000/payment?for=GFI10042&amount=4000&sig=${SIG}`;
  expect(link).toHaveValue(url);
  expect(received).toEqual([{ path: 'payment-link', body: { amountInr: 4000 } }]);
  const share = new URL(within(payment).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href') ?? '');
  expect(share.searchParams.get('text')).toBe(`GFI Academy: the fee for registration GFI10042 is ₹4,000. Pay by UPI here: ${url}`);

  const written = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(payment).getByRole('button', { name: 'Copy link' }));
  expect(await within(payment).findByText('Copied.')).toBeInTheDocument();
  expect(written).toHaveBeenCalledWith(url);
});

test('an amount that is not whole rupees is refused beside the field and no link is made', async () => {
  const user = userEvent.setup();
  openRecord('registrations', 'GFI10042');
  const payment = await screen.findByRole('region', { name: 'Payment' });
  const amount = await within(payment).findByDisplayValue('4500');
  await user.clear(amount);
  await user.type(amount, '45.5');
  await user.click(within(payment).getByRole('button', { name: 'Make payment link' }));
  expect(amount).toHaveAccessibleDescription('Enter the amount in whole rupees.');
  expect(received).toEqual([]);
});

test('Mark paid sends the amount, today in India and the UPI reference, and the payment heads the activity', async () => {
  const user = userEvent.setup();
  openRecord('registrations', 'GFI10042');
  expect(await activityLines()).toEqual([
    'StatusStatus new → contacted25/11/2026 07:30 PM IST by desk@academy.example',
    'Call · No answerRang twice.25/11/2026 07:10 PM IST by head@academy.example',
  ]);
  const payment = screen.getByRole('region', { name: 'Payment' });
  const [, amount] = within(payment).getAllByLabelText(/^Amount/);
  // 20:00 UTC is already the 26th in India.
  expect(within(payment).getByLabelText(/^Paid on/)).toHaveValue('2026-11-26');
  await user.type(amount!, '4500');
  await user.type(within(payment).getByLabelText(/^UPI reference/), '432198765012');
  await user.click(within(payment).getByRole('button', { name: 'Mark paid' }));

  expect(await within(payment).findByText('Payment of ₹4,500 recorded.')).toBeInTheDocument();
  expect(received).toEqual([{ path: 'payments', body: { amountInr: 4500, paidOn: '2026-11-26', upiReference: '432198765012' } }]);
  expect((await activityLines())[0]).toBe(
    'PaymentPaid ₹4,500 on 26/11/2026, UPI reference 43219876501226/11/2026 01:30 AM IST by desk@academy.example',
  );
});

test('an application has no payment panel; a WhatsApp message is logged with its outcome and shows first', async () => {
  const user = userEvent.setup();
  openRecord('applications', 'TGFI2001');
  const activity = await screen.findByRole('region', { name: 'Activity' });
  expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
  await user.selectOptions(within(activity).getByLabelText(/^What$/), 'whatsapp');
  await user.selectOptions(within(activity).getByLabelText(/^Outcome/), 'reached');
  await user.type(within(activity).getByLabelText(/^What happened/), 'Interview on Monday at 11.');
  await user.click(within(activity).getByRole('button', { name: 'Log it' }));

  expect(await within(activity).findByText('Logged.')).toBeInTheDocument();
  expect(received).toEqual([{ path: 'activity', body: { kind: 'whatsapp', outcome: 'reached', text: 'Interview on Monday at 11.' } }]);
  expect((await activityLines())[0]).toBe('WhatsApp · ReachedInterview on Monday at 11.26/11/2026 01:30 AM IST by desk@academy.example');
});

test('a note has no outcome and an empty one says what to write', async () => {
  const user = userEvent.setup();
  openRecord('applications', 'TGFI2001');
  const activity = await screen.findByRole('region', { name: 'Activity' });
  await user.selectOptions(within(activity).getByLabelText(/^What$/), 'note');
  expect(within(activity).queryByLabelText(/^Outcome/)).toBeNull();
  await user.click(within(activity).getByRole('button', { name: 'Log it' }));
  expect(within(activity).getByLabelText(/^What happened/)).toHaveAccessibleDescription('Write what happened.');
  expect(received).toEqual([]);
});
