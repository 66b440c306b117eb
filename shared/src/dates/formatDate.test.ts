import { localIsoDay } from './formatDate';

test('the local day is YYYY-MM-DD of the local calendar, from its first second to its last', () => {
  expect(localIsoDay(new Date(2026, 0, 5, 0, 0, 0))).toBe('2026-01-05');
  expect(localIsoDay(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
});
