import type { ActivityEntry } from '@academy/contracts/records';
import { activityByline, activityLine } from './activityText';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  at: '2026-11-25T13:30:00.000Z',
  author: 'desk@academy.example',
  kind: 'note',
  outcome: null,
  text: '',
  payment: null,
  statusChange: null,
  ...overrides,
});

test('a call says its outcome, a payment its amount in rupees, a status change both statuses', () => {
  expect(activityLine(entry({ kind: 'call', outcome: 'call-back', text: 'After 6 pm.' }))).toEqual({
    what: 'Call · Call back',
    detail: 'After 6 pm.',
  });
  expect(
    activityLine(entry({ kind: 'payment', payment: { amountInr: 150000, paidOn: '2026-11-25', upiReference: '432198765012' } })),
  ).toEqual({
    what: 'Payment',
    detail: 'Paid ₹1,50,000 on 25/11/2026, UPI reference 432198765012',
  });
  expect(activityLine(entry({ kind: 'status', statusChange: { from: 'new', to: 'demo-booked' } }))).toEqual({
    what: 'Status',
    detail: 'Status new → demo-booked',
  });
});

test('text removed by an erasure says so; the byline is IST', () => {
  expect(activityLine(entry({ kind: 'whatsapp', outcome: 'reached' })).detail).toBe('(text erased)');
  expect(activityByline(entry({ at: '2026-12-31T18:35:00.000Z' }))).toBe('01/01/2027 12:05 AM IST by desk@academy.example');
});
