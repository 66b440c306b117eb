import { calendarFile } from './demoCalendar';

// The calendar file, read back by a small RFC 5545 reader: lines unfolded, one VEVENT, its
// DTSTART and DTEND UTC instants, its text unescaped.

function readCalendar(text: string): Record<string, string> {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const begin = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  return Object.fromEntries(
    lines.slice(begin + 1, end).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon), line.slice(colon + 1).replace(/\\([\\;,n])/g, (_m, c: string) => (c === 'n' ? '\n' : c))];
    }),
  );
}

const instantOf = (value: string | undefined): string => {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
};

test('the event starts and ends at the demo instants in UTC, and names the course and the teacher', () => {
  const event = readCalendar(
    calendarFile({
      uid: 'demo-7-1@localhost',
      startsAt: '2026-12-05T12:00:00.000Z',
      minutes: 45,
      summary: 'Free Coding demo with Anita Rao (GFI Academy)',
      description: 'See, move or cancel the demo: http://localhost:3000/demo/GFI10001.abc; bring a notebook, a pencil',
      url: 'http://localhost:3000/demo/GFI10001.abc',
      stamp: new Date('2026-12-01T06:00:00.000Z'),
      product: 'GFI Academy',
    }),
  );
  expect(instantOf(event.DTSTART)).toBe('2026-12-05T12:00:00.000Z');
  expect(instantOf(event.DTEND)).toBe('2026-12-05T12:45:00.000Z');
  expect(event.SUMMARY).toBe('Free Coding demo with Anita Rao (GFI Academy)');
  expect(event.DESCRIPTION).toBe('See, move or cancel the demo: http://localhost:3000/demo/GFI10001.abc; bring a notebook, a pencil');
  expect(event.UID).toBe('demo-7-1@localhost');
});
