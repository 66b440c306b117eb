import type { ApplicationRecord } from '@academy/contracts/records';
import {
  PUZZLE_COLUMNS,
  applicantRow,
  applicationOfRow,
  puzzleOfRow,
  puzzleRow,
  registrationOfRow,
  tournamentOfRow,
  tournamentRow,
} from './sheetAdapter';

// The sheet adapter turns records into the original spreadsheet's rows and back: the only place
// the rows, the IST text and the DD/MM/YYYY dates are made or read (with the CSV import).

test('a tournament becomes an IST row with - for no link, and reads back as the same record but its name', () => {
  const tournament = {
    id: 7,
    // The sheet had no name column and gets none: its rows keep their four cells.
    name: 'Saturday Rapid 10+5',
    startsAt: '2026-11-25T13:30:00.000Z',
    supportLink: null,
    groupALink: 'https://lichess.org/a',
    groupBLink: null,
  };
  const row = tournamentRow(tournament);
  expect(row).toEqual(['25/11/2026 07:00 PM', '-', 'https://lichess.org/a', '-']);
  expect(tournamentOfRow(row)).toEqual({
    name: null,
    startsAt: tournament.startsAt,
    supportLink: null,
    groupALink: 'https://lichess.org/a',
    groupBLink: null,
  });
  expect(tournamentOfRow(['2026-11-25T13:30', '-', '-', '-'])).toBeNull();
});

test('a puzzle row carries its day as DD/MM/YYYY and its explanation in the explaination column', () => {
  const puzzle = {
    puzzleId: 'PZ-20260102',
    day: '2026-01-02',
    question: 'Q?',
    optionA: 'a',
    optionB: 'b',
    optionC: 'c',
    optionD: 'd',
    answer: 'b',
    explanation: 'Because.',
  };
  const row = puzzleRow(puzzle);
  expect(row[0]).toBe('02/01/2026');
  expect(row[PUZZLE_COLUMNS.indexOf('explaination')]).toBe('Because.');
  expect(puzzleOfRow(row)).toEqual(puzzle);
  expect(puzzleOfRow(['31/02/2026', ...row.slice(1)])).toBeNull();
});

test("an application row has the sheet's constant cells and turns Y once staff moved it on", () => {
  const application: ApplicationRecord = {
    applicationNumber: 'TGFI101',
    receivedAt: '2026-03-06T18:30:00.000Z',
    name: 'Ravi',
    mobileNumber: '919812345678',
    email: 'ravi@example.com',
    expertIn: 'Chess',
    level: 'Advanced',
    yearsOfExperience: '5',
    position: 'Trainer',
    status: 'new',
    note: '',
    consent: null,
    erasedAt: null,
    emails: [],
  };
  expect(applicantRow(application)).toEqual([
    '07/03/2026',
    'TGFI101',
    '-',
    'Ravi',
    '919812345678',
    'ravi@example.com',
    'Chess',
    'Advanced',
    '5',
    '-',
    'WEB',
    'N',
  ]);
  expect(applicantRow({ ...application, status: 'reviewed' })[11]).toBe('Y');
});

test('a row written now arrived now; an imported row dated another day arrived at midnight in India of that day', () => {
  const now = new Date('2026-03-06T18:30:00.000Z'); // 07/03/2026 00:00 in India
  const row = ['07/03/2026', 'GFI10001', 'Chess', 'Priya', 'Aarav', '9', 'Pune', '91', '9876543210', 'p@example.com', 'GFI10001'];
  expect(registrationOfRow(row, now)).toMatchObject({ registrationNumber: 'GFI10001', receivedAt: now.toISOString(), consent: null });
  expect(registrationOfRow(['15/06/2025', ...row.slice(1)], now).receivedAt).toBe('2025-06-14T18:30:00.000Z');
  expect(registrationOfRow(['', ...row.slice(1)], now).receivedAt).toBe(now.toISOString());
  const applicant = ['', 'TGFI101', '-', 'Ravi', '919812345678', 'Ravi@Example.com', 'Chess', 'Advanced', '5', '-', 'WEB', 'N'];
  expect(applicationOfRow(applicant, now)).toMatchObject({
    applicationNumber: 'TGFI101',
    fields: { yearsOfExperience: '5', position: 'Trainer or Client Coordinator' },
  });
});
