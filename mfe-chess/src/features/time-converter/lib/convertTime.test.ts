import { SERVED_ZONES } from '@academy/shared';
import { LOCAL_ZONE, fromIst, parseWallTime, toIst } from './convertTime';
import type { FromIst, ToIst, ZonedTime } from './convertTime';

// Run in UTC (the jest project), so LOCAL_ZONE is UTC here. The DST edges of 2026: the US on
// 8 March and 1 November, the UK on 29 March and 25 October, Australia on 5 April and 4 October.

const from = (date: string, time: string, zones: readonly string[]) =>
  fromIst(
    { date, time },
    zones.map((zone) => ({ zone })),
  ) as FromIst<{ zone: string }>;
/** The time in one zone. */
const inZone = (date: string, time: string, zone: string): ZonedTime => {
  const [only] = from(date, time, [zone]).times;
  if (!only) throw new Error('no time');
  return only.shown;
};
const shown = (date: string, time: string, zone: string) => {
  const t = inZone(date, time, zone);
  return `${t.date} ${t.time} ${t.offset}`;
};
const to = (date: string, time: string, zone: string) => toIst({ date, time }, zone) as ToIst;

test('every served zone has its rules in the pack', () => {
  const { times } = from('2026-07-01', '18:30', SERVED_ZONES);
  expect(times.map((t) => t.shown.zone)).toEqual(SERVED_ZONES);
  expect(times.find((t) => t.shown.zone === 'Asia/Kolkata')?.shown).toMatchObject({ time: '6:30 PM', offset: 'UTC+5:30' });
  expect(times.find((t) => t.shown.zone === 'Asia/Dubai')?.shown).toMatchObject({ time: '5:00 PM', offset: 'UTC+4' });
  expect(times.find((t) => t.shown.zone === 'Asia/Kuala_Lumpur')?.shown).toMatchObject({ time: '9:00 PM', offset: 'UTC+8' });
});

test('the IST time itself and the visitor zone (UTC in this project)', () => {
  const result = from('2026-11-22', '18:30', []);
  expect(result.ist).toMatchObject({ date: 'Sun 22 Nov 2026', time: '6:30 PM', offset: 'UTC+5:30', dayShift: 0 });
  expect(result.yours).toMatchObject({ date: 'Sun 22 Nov 2026', time: '1:00 PM', offset: 'UTC+0', dayShift: 0 });
});

test('US: clocks go forward on 8 March 2026 and back on 1 November 2026', () => {
  expect(shown('2026-03-07', '18:30', 'America/New_York')).toBe('Sat 7 Mar 2026 8:00 AM UTC−5');
  expect(shown('2026-03-08', '11:00', 'America/New_York')).toBe('Sun 8 Mar 2026 12:30 AM UTC−5'); // before 2 AM local
  expect(shown('2026-03-08', '18:30', 'America/New_York')).toBe('Sun 8 Mar 2026 9:00 AM UTC−4');
  expect(shown('2026-03-08', '18:30', 'America/Phoenix')).toBe('Sun 8 Mar 2026 6:00 AM UTC−7'); // Arizona keeps MST
  expect(shown('2026-10-31', '18:30', 'America/New_York')).toBe('Sat 31 Oct 2026 9:00 AM UTC−4');
  expect(shown('2026-11-01', '18:30', 'America/New_York')).toBe('Sun 1 Nov 2026 8:00 AM UTC−5');
  expect(shown('2026-11-01', '18:30', 'America/Los_Angeles')).toBe('Sun 1 Nov 2026 5:00 AM UTC−8');
});

test('UK: BST from 29 March 2026 to 25 October 2026', () => {
  expect(shown('2026-03-28', '18:30', 'Europe/London')).toBe('Sat 28 Mar 2026 1:00 PM UTC+0');
  expect(shown('2026-03-29', '18:30', 'Europe/London')).toBe('Sun 29 Mar 2026 2:00 PM UTC+1');
  expect(shown('2026-10-24', '18:30', 'Europe/London')).toBe('Sat 24 Oct 2026 2:00 PM UTC+1');
  expect(shown('2026-10-25', '18:30', 'Europe/London')).toBe('Sun 25 Oct 2026 1:00 PM UTC+0');
});

test('Australia: daylight saving ends on 5 April 2026 and starts on 4 October 2026 (not in Queensland)', () => {
  expect(inZone('2026-04-04', '18:30', 'Australia/Sydney')).toMatchObject({
    date: 'Sun 5 Apr 2026',
    time: '12:00 AM',
    offset: 'UTC+11',
    dayShift: 1,
  });
  expect(shown('2026-04-05', '18:30', 'Australia/Sydney')).toBe('Sun 5 Apr 2026 11:00 PM UTC+10');
  expect(shown('2026-10-03', '18:30', 'Australia/Sydney')).toBe('Sat 3 Oct 2026 11:00 PM UTC+10');
  expect(inZone('2026-10-04', '18:30', 'Australia/Sydney')).toMatchObject({
    date: 'Mon 5 Oct 2026',
    time: '12:00 AM',
    offset: 'UTC+11',
    dayShift: 1,
  });
  expect(shown('2026-10-04', '18:30', 'Australia/Brisbane')).toBe('Sun 4 Oct 2026 11:00 PM UTC+10');
  expect(shown('2026-10-04', '18:30', 'Australia/Adelaide')).toBe('Sun 4 Oct 2026 11:30 PM UTC+10:30');
});

test('a morning IST class is the evening before in the Americas', () => {
  expect(inZone('2026-11-22', '07:00', 'America/Los_Angeles')).toMatchObject({ date: 'Sat 21 Nov 2026', time: '5:30 PM', dayShift: -1 });
  expect(shown('2026-11-22', '07:00', 'America/St_Johns')).toBe('Sat 21 Nov 2026 10:00 PM UTC−3:30');
});

test('the reverse: a local time in IST', () => {
  expect(to('2026-11-22', '09:00', 'America/New_York')).toMatchObject({ kind: 'one', ist: { date: 'Sun 22 Nov 2026', time: '7:30 PM' } });
  expect(to('2026-03-29', '12:00', 'Europe/London')).toMatchObject({ kind: 'one', ist: { time: '4:30 PM' }, local: { offset: 'UTC+1' } });
  expect(to('2026-10-04', '21:00', 'Australia/Sydney')).toMatchObject({
    kind: 'one',
    ist: { date: 'Sun 4 Oct 2026', time: '3:30 PM' },
    local: { offset: 'UTC+11' },
  });
  expect(to('2026-11-22', '13:00', LOCAL_ZONE)).toMatchObject({ kind: 'one', ist: { time: '6:30 PM' } });
});

test('the reverse: a time the clocks skip is shown for the time they read instead', () => {
  expect(to('2026-03-08', '02:30', 'America/New_York')).toMatchObject({
    kind: 'skipped',
    local: { time: '3:30 AM', offset: 'UTC−4' },
    ist: { date: 'Sun 8 Mar 2026', time: '1:00 PM' },
  });
  expect(to('2026-03-29', '01:30', 'Europe/London')).toMatchObject({
    kind: 'skipped',
    local: { time: '2:30 AM' },
    ist: { time: '7:00 AM' },
  });
  expect(to('2026-10-04', '02:30', 'Australia/Sydney')).toMatchObject({
    kind: 'skipped',
    local: { time: '3:30 AM' },
    ist: { date: 'Sat 3 Oct 2026', time: '10:00 PM' },
  });
});

test('the reverse: a time the clocks show twice gives both IST times', () => {
  expect(to('2026-11-01', '01:30', 'America/New_York')).toMatchObject({
    kind: 'twice',
    first: { local: { offset: 'UTC−4' }, ist: { time: '11:00 AM' } },
    second: { local: { offset: 'UTC−5' }, ist: { time: '12:00 PM' } },
  });
  expect(to('2026-10-25', '01:30', 'Europe/London')).toMatchObject({
    kind: 'twice',
    first: { ist: { time: '6:00 AM' } },
    second: { ist: { time: '7:00 AM' } },
  });
  expect(to('2026-04-05', '02:30', 'Australia/Sydney')).toMatchObject({
    kind: 'twice',
    first: { ist: { date: 'Sat 4 Apr 2026', time: '9:00 PM' } },
    second: { ist: { time: '10:00 PM' } },
  });
});

test('what cannot be read is refused with a clear message', () => {
  expect(parseWallTime({ date: '', time: '18:30' })).toEqual({ ok: false, error: 'Enter a date and a time to convert.' });
  expect(parseWallTime({ date: '2026-02-30', time: '18:30' })).toEqual({ ok: false, error: 'Enter a real date, for example 08/03/2026.' });
  expect(parseWallTime({ date: '2026-02-03', time: '25:00' })).toEqual({ ok: false, error: 'Enter a time such as 6:30 PM.' });
  expect(parseWallTime({ date: '2040-02-03', time: '10:00' })).toEqual({ ok: false, error: 'Choose a date between 2025 and 2037.' });
  expect(fromIst({ date: '2026-13-01', time: '10:00' }, [{ zone: 'Europe/London' }])).toEqual({
    error: 'Enter a real date, for example 08/03/2026.',
  });
});
