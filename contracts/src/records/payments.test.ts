import { formatInr } from './payments';
import { activityInputSchema, feeInputSchema, markPaidSchema } from '../rules/officePayments';

const firstMessage = (result: { error?: { issues: Array<{ message: string }> } }): string | undefined => result.error?.issues[0]?.message;

test('rupees are grouped the Indian way: thousands, then lakhs and crores in twos', () => {
  expect(formatInr(4500)).toBe('₹4,500');
  expect(formatInr(150000)).toBe('₹1,50,000');
  expect(formatInr(12345678)).toBe('₹1,23,45,678');
  expect(formatInr(999)).toBe('₹999');
});

test('a fee is whole rupees for a month, a level or a term, with its classes, a batch size, a class length and what it includes', () => {
  const good = {
    feeInr: 4500,
    period: 'month',
    classesPerPeriod: 8,
    batchSize: 6,
    classMinutes: 60,
    included: ' Eight live classes a month ',
  };
  expect(feeInputSchema.parse(good).included).toBe('Eight live classes a month');
  expect(firstMessage(feeInputSchema.safeParse({ ...good, feeInr: 45.5 }))).toBe('Enter the fee in whole rupees.');
  expect(firstMessage(feeInputSchema.safeParse({ ...good, feeInr: 0 }))).toBe('The fee must be at least ₹1.');
  expect(firstMessage(feeInputSchema.safeParse({ ...good, classMinutes: 10 }))).toBe('A class lasts at least 15 minutes.');
  const { period: _period, ...noPeriod } = good;
  expect(firstMessage(feeInputSchema.safeParse(noPeriod))).toBe('Say what the fee pays for: a month, a level or a term.');
  expect(firstMessage(feeInputSchema.safeParse({ ...good, period: 'week' }))).toBe(
    'Say what the fee pays for: a month, a level or a term.',
  );
  expect(firstMessage(feeInputSchema.safeParse({ ...good, classesPerPeriod: 0 }))).toBe('The fee covers at least 1 class.');
  expect(firstMessage(feeInputSchema.safeParse({ ...good, included: '<b>x</b>' }))).toBe('The what is included must not contain < or >.');
});

test('a payment is an amount, a day and a UPI reference of letters and digits', () => {
  expect(markPaidSchema.safeParse({ amountInr: 4500, paidOn: '2026-11-25', upiReference: ' 432198765012 ' }).success).toBe(true);
  expect(firstMessage(markPaidSchema.safeParse({ amountInr: 4500, paidOn: '25/11/2026', upiReference: 'X1' }))).toBe(
    'Give a day as YYYY-MM-DD.',
  );
  expect(firstMessage(markPaidSchema.safeParse({ amountInr: 4500, paidOn: '2026-11-25', upiReference: 'ref 1' }))).toBe(
    'The UPI reference holds letters and digits only.',
  );
});

test('only a call or a WhatsApp message has an outcome', () => {
  expect(activityInputSchema.safeParse({ kind: 'call', outcome: 'no-answer', text: 'Rang twice.' }).success).toBe(true);
  expect(firstMessage(activityInputSchema.safeParse({ kind: 'note', outcome: 'reached', text: 'Met.' }))).toBe(
    'Only a call or a WhatsApp message has an outcome.',
  );
  expect(firstMessage(activityInputSchema.safeParse({ kind: 'fax', text: 'x' }))).toBe('Choose call, WhatsApp, note or e-mail.');
  expect(firstMessage(activityInputSchema.safeParse({ kind: 'note', text: '  ' }))).toBe('Write what happened.');
});
