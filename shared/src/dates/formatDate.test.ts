import { formatDateEnGb, formatTimeEnGb, isoDayEnGb, localIsoDay } from './formatDate';

test('dates are day/month/year with two-digit day and month', () => {
  expect(formatDateEnGb(new Date(2026, 0, 5, 9, 7, 3))).toBe('05/01/2026');
  expect(formatDateEnGb(new Date(2026, 11, 31, 23, 59, 59))).toBe('31/12/2026');
});

test('times are 24-hour with seconds', () => {
  expect(formatTimeEnGb(new Date(2026, 0, 5, 9, 7, 3))).toBe('09:07:03');
  expect(formatTimeEnGb(new Date(2026, 0, 5, 0, 0, 0))).toBe('00:00:00');
  expect(formatTimeEnGb(new Date(2026, 0, 5, 23, 5, 9))).toBe('23:05:09');
});

test('the local day is YYYY-MM-DD of the local calendar, from its first second to its last', () => {
  expect(localIsoDay(new Date(2026, 0, 5, 0, 0, 0))).toBe('2026-01-05');
  expect(localIsoDay(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
});

test('an API day reads as DD/MM/YYYY; anything else is left as it is', () => {
  expect(isoDayEnGb('2026-11-22')).toBe('22/11/2026');
  expect(isoDayEnGb('22/11/2026')).toBe('22/11/2026');
});
