import { formatDateEnGb, formatTimeEnGb } from './formatDate';

test('dates are day/month/year with two-digit day and month', () => {
  expect(formatDateEnGb(new Date(2026, 0, 5, 9, 7, 3))).toBe('05/01/2026');
  expect(formatDateEnGb(new Date(2026, 11, 31, 23, 59, 59))).toBe('31/12/2026');
});

test('times are 24-hour with seconds', () => {
  expect(formatTimeEnGb(new Date(2026, 0, 5, 9, 7, 3))).toBe('09:07:03');
  expect(formatTimeEnGb(new Date(2026, 0, 5, 0, 0, 0))).toBe('00:00:00');
  expect(formatTimeEnGb(new Date(2026, 0, 5, 23, 5, 9))).toBe('23:05:09');
});
