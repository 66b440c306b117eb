import type { FunnelRow } from '@academy/contracts/office-rules';
import { days, funnelTotals, percent } from './funnelTotals';

const row = (registrations: number, demoBooked: number, attended: number, paid: number): FunnelRow => ({
  week: '2026-W48',
  weekStart: '2026-11-23',
  course: 'Chess',
  registrations,
  demoBooked,
  attended,
  paid,
  bookedRate: null,
  attendedRate: null,
  paidRate: null,
  medianDaysToBook: null,
  medianDaysToAttend: null,
  medianDaysToPay: null,
});

test('the steps add up over weeks and courses, each rate over the step before', () => {
  expect(funnelTotals([row(10, 6, 3, 1), row(10, 2, 1, 1)])).toEqual([
    { label: 'Registrations', count: 20, rate: null },
    { label: 'Demo booked', count: 8, rate: 0.4 },
    { label: 'Attended', count: 4, rate: 0.5 },
    { label: 'Paid', count: 2, rate: 0.5 },
  ]);
});

test('after a step of nobody there is no rate, and no rows give zeros', () => {
  expect(funnelTotals([row(3, 0, 0, 0)]).map((step) => step.rate)).toEqual([null, 0, null, null]);
  expect(funnelTotals([]).map((step) => step.count)).toEqual([0, 0, 0, 0]);
});

test('rates and medians read as staff say them', () => {
  expect(percent(0.4167)).toBe('42%');
  expect(percent(null)).toBe('—');
  expect(days(1)).toBe('1 day');
  expect(days(2.25)).toBe('2.3 days');
  expect(days(null)).toBe('—');
});
