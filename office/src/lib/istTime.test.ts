import { dayText, istDateTime } from './istTime';

// Whatever the machine's zone (the tests run in UTC), the office shows India's wall-clock time.

test('an instant shows as its IST wall-clock time, 5 h 30 min after UTC', () => {
  expect(istDateTime('2026-11-25T13:30:00.000Z')).toBe('25/11/2026 19:00');
});

test('midnight in India is 00:00 of the new day, not 24:00 of the old one', () => {
  expect(istDateTime('2026-11-24T18:29:59.000Z')).toBe('24/11/2026 23:59');
  expect(istDateTime('2026-11-24T18:30:00.000Z')).toBe('25/11/2026 00:00');
});

test('the year turns in India at 18:30 UTC on 31 December', () => {
  expect(istDateTime('2026-12-31T18:29:00.000Z')).toBe('31/12/2026 23:59');
  expect(istDateTime('2026-12-31T18:30:00.000Z')).toBe('01/01/2027 00:00');
});

test('seconds are shown only when asked for', () => {
  expect(istDateTime('2026-11-25T13:30:07.000Z', { seconds: true })).toBe('25/11/2026 19:00:07');
});

test('a calendar day reads as DD/MM/YYYY', () => {
  expect(dayText('2026-01-09')).toBe('09/01/2026');
});
