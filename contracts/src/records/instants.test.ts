import { instantOfIstWallClock, instantSchema, istWallClockOf } from './instants';

test('a wall-clock time in India names the instant 5 h 30 min earlier in UTC, across midnight and year ends', () => {
  expect(instantOfIstWallClock('2026-11-25T19:00')).toBe('2026-11-25T13:30:00.000Z');
  expect(instantOfIstWallClock('2026-01-01T05:29')).toBe('2025-12-31T23:59:00.000Z');
  expect(istWallClockOf('2025-12-31T23:59:00.000Z')).toBe('2026-01-01T05:29');
  expect(istWallClockOf(instantOfIstWallClock('2026-03-29T02:30') ?? '')).toBe('2026-03-29T02:30');
});

test('anything but a date-time input value is refused', () => {
  for (const value of ['', '2026-11-25', '25/11/2026 07:00 PM', '2026-11-25T19:00:00', '2026-13-40T99:99']) {
    expect(instantOfIstWallClock(value)).toBeNull();
  }
});

test('an instant on the wire is UTC with a Z', () => {
  expect(instantSchema.safeParse('2026-11-25T13:30:00.000Z').success).toBe(true);
  expect(instantSchema.safeParse('2026-11-25T19:00:00+05:30').success).toBe(false);
  expect(instantSchema.safeParse('25/11/2026 07:00 PM').success).toBe(false);
});
