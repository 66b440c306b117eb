import { istDay } from '@academy/contracts/time';
import { addDays, expandRule } from './ruleExpansion';

// A weekly rule becomes UTC instants of India's wall-clock time, day by calendar day.

const rule = { weekday: 4, timeIst: '17:30', from: '2026-12-01', until: '2027-01-20', teacherId: 'anita-rao' };
const NOW = new Date('2026-12-01T06:00:00.000Z');

test('every Thursday at 17:30 in India is 12:00 UTC, across the year end, a holiday left out', () => {
  const { instants, daysOff } = expandRule(rule, NOW, '2027-01-20', [{ day: '2026-12-24', teacherId: 'anita-rao' }]);
  expect(instants).toEqual([
    '2026-12-03T12:00:00.000Z',
    '2026-12-10T12:00:00.000Z',
    '2026-12-17T12:00:00.000Z',
    '2026-12-31T12:00:00.000Z',
    '2027-01-07T12:00:00.000Z',
    '2027-01-14T12:00:00.000Z',
  ]);
  expect(daysOff).toEqual(['2026-12-24T12:00:00.000Z']);
});

test("another teacher's day off leaves the rule alone; a day off for all does not", () => {
  expect(expandRule(rule, NOW, '2026-12-10', [{ day: '2026-12-03', teacherId: 'someone-else' }]).instants).toHaveLength(2);
  expect(expandRule(rule, NOW, '2026-12-10', [{ day: '2026-12-03', teacherId: null }]).instants).toEqual(['2026-12-10T12:00:00.000Z']);
});

test('a time after midnight in India falls on the previous day in UTC; the horizon and the past bound it', () => {
  const early = { ...rule, weekday: 5, timeIst: '00:15' };
  // Friday 1 January 2027 at 00:15 in India is Thursday 31 December 2026 at 18:45 UTC.
  expect(expandRule(early, NOW, '2027-01-01', []).instants.at(-1)).toBe('2026-12-31T18:45:00.000Z');
  // Tuesday 1 December at 11:00 in India (05:30 UTC) is already past at NOW.
  expect(expandRule({ ...rule, weekday: 2, timeIst: '11:00' }, NOW, '2026-12-08', []).instants).toEqual(['2026-12-08T05:30:00.000Z']);
});

test("India's day of an instant, and days added across a year's end", () => {
  expect(istDay(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
  expect(istDay(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
});
