import { calendarFileName, tournamentCalendarEvent } from './calendarEvent';
import { toTournaments } from './toTournaments';

const [tournament] = toTournaments([
  {
    id: 1,
    name: null,
    startsAt: '2026-11-22T13:00:00.000Z',
    supportLink: 'https://lichess.org/team/academy-chess-club',
    groupALink: 'https://lichess.org/tournament/junior-rapid-saturday-evening-group-a',
    groupBLink: null,
  },
]);

test('the .ics file of a known row, byte for byte', () => {
  const ics = tournamentCalendarEvent(tournament!, {
    product: 'GFI Academy',
    domain: 'gfi-academy.example',
    now: new Date('2026-11-20T09:15:42.123Z'),
  });
  expect(ics).toBe(
    'BEGIN:VCALENDAR\r\n' +
      'VERSION:2.0\r\n' +
      'PRODID:-//GFI Academy//Chess Tournaments//EN\r\n' +
      'CALSCALE:GREGORIAN\r\n' +
      'METHOD:PUBLISH\r\n' +
      'BEGIN:VEVENT\r\n' +
      'UID:chess-20261122T130000Z-a19a1d3d@gfi-academy.example\r\n' +
      'DTSTAMP:20261120T091542Z\r\n' +
      'DTSTART:20261122T130000Z\r\n' +
      'DURATION:PT1H\r\n' +
      'SUMMARY:GFI Academy chess tournament\r\n' +
      'DESCRIPTION:Starts 22/11/2026 06:30 PM IST. Join: https://lichess.org/tourn\r\n' +
      ' ament/junior-rapid-saturday-evening-group-a\r\n' +
      'URL:https://lichess.org/tournament/junior-rapid-saturday-evening-group-a\r\n' +
      'END:VEVENT\r\n' +
      'END:VCALENDAR\r\n',
  );
  for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('text is escaped, and a row without links has no URL', () => {
  const [bare] = toTournaments([
    { id: 2, name: null, startsAt: '2026-12-31T18:30:00.000Z', supportLink: null, groupALink: null, groupBLink: null },
  ]);
  const ics = tournamentCalendarEvent(bare!, { product: 'Chess, Maths; more', domain: 'x.example', now: new Date('2026-12-01T00:00:00Z') });
  expect(ics).toContain('\r\nDTSTART:20261231T183000Z\r\n');
  expect(ics).toContain('\r\nSUMMARY:Chess\\, Maths\\; more chess tournament\r\n');
  expect(ics).toContain('\r\nDESCRIPTION:Starts 01/01/2027 12:00 AM IST.\r\n');
  expect(ics).not.toContain('URL:');
});

test('the file is named after the IST start', () => {
  expect(calendarFileName(tournament!)).toBe('chess-tournament-2026-11-22-0630pm-ist.ics');
});
