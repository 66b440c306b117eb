import { isIstStart } from '@academy/contracts/office-rules';
import { fromIstStart, toIstStart } from './istStart';

test('the pickers give the IST start the public page reads, at both ends of the day', () => {
  expect(toIstStart('2026-11-23', '19:05')).toBe('23/11/2026 07:05 PM');
  expect(toIstStart('2026-11-23', '00:30')).toBe('23/11/2026 12:30 AM');
  expect(toIstStart('2026-11-23', '12:00')).toBe('23/11/2026 12:00 PM');
  expect(isIstStart(toIstStart('2026-01-01', '09:15'))).toBe(true);
  expect(toIstStart('', '19:05')).toBe('');
});

test('an IST start fills the pickers back', () => {
  expect(fromIstStart('23/11/2026 07:05 PM')).toEqual({ day: '2026-11-23', time: '19:05' });
  expect(fromIstStart('23/11/2026 12:30 AM')).toEqual({ day: '2026-11-23', time: '00:30' });
  expect(fromIstStart('23/11/2026 12:00 PM')).toEqual({ day: '2026-11-23', time: '12:00' });
  expect(fromIstStart('soon')).toEqual({ day: '', time: '' });
});
