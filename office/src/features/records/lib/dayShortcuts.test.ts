import { shortcutDays } from './dayShortcuts';

// India's midnight is 18:30 UTC the evening before; its weeks start on Monday.

test("Today is India's day: a minute before its midnight still the day before, at midnight the new day", () => {
  expect(shortcutDays('today', new Date('2026-11-25T18:29:59.999Z'))).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  expect(shortcutDays('today', new Date('2026-11-25T18:30:00.000Z'))).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  // Early morning in India is still the evening before in UTC.
  expect(shortcutDays('today', new Date('2026-12-31T19:00:00.000Z'))).toEqual({ from: '2027-01-01', to: '2027-01-01' });
});

test("This week runs from Monday to today: on Monday it is one day, on Sunday seven, and it turns at India's midnight", () => {
  // Monday 23 November 2026, just after midnight in India.
  expect(shortcutDays('thisWeek', new Date('2026-11-22T18:30:00.000Z'))).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  // A minute earlier it was Sunday 22 November, the last day of the week before.
  expect(shortcutDays('thisWeek', new Date('2026-11-22T18:29:00.000Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  // Wednesday.
  expect(shortcutDays('thisWeek', new Date('2026-11-25T06:00:00.000Z'))).toEqual({ from: '2026-11-23', to: '2026-11-25' });
  // A week across the turn of the year.
  expect(shortcutDays('thisWeek', new Date('2027-01-01T06:00:00.000Z'))).toEqual({ from: '2026-12-28', to: '2027-01-01' });
});
