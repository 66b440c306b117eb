import { ANY_POSITION } from '@academy/contracts/rules';
import type { AchievementRecord, ApplicationRecord, PuzzleRecord, RegistrationRecord, TournamentRecord } from '@academy/contracts/records';
import type { TournamentInput } from '@academy/contracts/office-rules';
import type { NewApplication, NewRegistration, SequenceName } from '../store/Store';
import { ddmmyyyyToIso } from '../lib/calendarDate';
import { instantOfIstDateTime, istDate, istDateTime, istMidnight } from '@academy/contracts/time';
import { emailHash } from '../lib/emailHash';

// The one place the original site's spreadsheet lives on: its columns, its rows of cells, its
// IST text (`25/11/2026 07:00 PM`), its counters named after cells A2 and B2. The routes of
// sheetRoutes.ts and the CSV transfer (cli/sheetTransfer.ts) turn records into rows and rows
// into records here; everything else speaks records.

/** A spreadsheet row: its cells in the sheet's column order. */
export type Row = string[];
export type SheetName = 'registrations' | 'applicants' | 'achievements' | 'puzzles' | 'tournaments';
export const SHEET_NAMES: readonly SheetName[] = ['registrations', 'applicants', 'achievements', 'puzzles', 'tournaments'];
export type ContentSheet = 'achievements' | 'puzzles' | 'tournaments';

// The columns of each sheet, in the spreadsheet's order and named as the CSV header writes them.
export const REGISTRATION_COLUMNS = [
  'date',
  'registrationNumber',
  'course',
  'parentName',
  'childName',
  'age',
  'address',
  'countryCode',
  'mobileNumber',
  'email',
  'referralCode',
] as const;
export const APPLICANT_COLUMNS = [
  'date',
  'applicationNumber',
  'blank1',
  'name',
  'mobileNumber',
  'email',
  'expertIn',
  'level',
  'yoe',
  'blank2',
  'sourceCode',
  'status',
] as const;
export const ACHIEVEMENT_COLUMNS = ['id', 'title', 'subtitle', 'imageFile'] as const;
export const PUZZLE_COLUMNS = [
  'date',
  'puzzleId',
  'question',
  'optionA',
  'optionB',
  'optionC',
  'optionD',
  'answer',
  'explaination',
] as const;
export const TOURNAMENT_COLUMNS = ['istStart', 'supportLink', 'groupALink', 'groupBLink'] as const;

export const SHEET_HEADERS: Record<SheetName, readonly string[]> = {
  registrations: REGISTRATION_COLUMNS,
  applicants: APPLICANT_COLUMNS,
  achievements: ACHIEVEMENT_COLUMNS,
  puzzles: PUZZLE_COLUMNS,
  tournaments: TOURNAMENT_COLUMNS,
};

/** The counter cells of the compatibility protocol, and the number sequences behind them. */
export const COUNTER_CELLS = ['A2', 'B2'] as const;
export type CounterCell = (typeof COUNTER_CELLS)[number];
export const SEQUENCE_OF_CELL: Record<CounterCell, SequenceName> = { A2: 'registration', B2: 'application' };

/** The applicant row's constant source code (its eleventh cell). */
export const APPLICANT_SOURCE_CODE = 'WEB';

/** 'DD/MM/YYYY' of a YYYY-MM-DD day. */
const sheetDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const cellOf = (link: string | null): string => link ?? '-';
const linkOf = (cell: string | undefined): string | null => (cell && cell !== '-' ? cell : null);

/** A tournament as the public sheet served it: the IST start, then the links ('-' for none). */
export const tournamentRow = (t: TournamentRecord): Row => [
  istDateTime(t.startsAt),
  cellOf(t.supportLink),
  cellOf(t.groupALink),
  cellOf(t.groupBLink),
];
/** A tournament row read back; null when its start is not IST text. */
export function tournamentOfRow(row: Row): TournamentInput | null {
  const startsAt = instantOfIstDateTime(row[0] ?? '');
  if (!startsAt) return null;
  // The sheet has no name column: a tournament read from it has none.
  return {
    name: null,
    startsAt: startsAt.toISOString(),
    supportLink: linkOf(row[1]),
    groupALink: linkOf(row[2]),
    groupBLink: linkOf(row[3]),
  };
}

export const puzzleRow = (p: PuzzleRecord): Row => [
  sheetDate(p.day),
  p.puzzleId,
  p.question,
  p.optionA,
  p.optionB,
  p.optionC,
  p.optionD,
  p.answer,
  p.explanation,
];
export function puzzleOfRow(row: Row): PuzzleRecord | null {
  const [date = '', puzzleId = '', question = '', optionA = '', optionB = '', optionC = '', optionD = '', answer = '', explanation = ''] =
    row;
  const day = ddmmyyyyToIso(date);
  return day ? { puzzleId, day, question, optionA, optionB, optionC, optionD, answer, explanation } : null;
}

export const achievementRow = (a: AchievementRecord): Row => [a.id, a.title, a.subtitle, a.imageFile];
export const achievementOfRow = ([id = '', title = '', subtitle = '', imageFile = '']: Row): AchievementRecord => ({
  id,
  title,
  subtitle,
  imageFile,
});

/** The sheet's date of a record: its day in India. */
const dateCell = (receivedAt: string): string => istDate(new Date(receivedAt));

export const registrationRow = (r: RegistrationRecord): Row => [
  dateCell(r.receivedAt),
  r.registrationNumber,
  r.course,
  r.parentName,
  r.childName,
  r.age,
  r.address,
  r.countryCode,
  r.mobileNumber,
  r.email,
  r.referralCode,
];

/**
 * A validated registration row as a record to store. The row's date cell says only the day: a
 * row written now arrived `now`; an imported one arrived at midnight in India of its date.
 */
export function registrationOfRow(row: Row, now: Date): NewRegistration & { registrationNumber: string } {
  const [
    date = '',
    registrationNumber = '',
    course = '',
    parentName = '',
    childName = '',
    age = '',
    address = '',
    countryCode = '',
    mobileNumber = '',
    email = '',
    referralCode = '',
  ] = row;
  return {
    registrationNumber,
    fields: { course, parentName, childName, age, address, countryCode, mobileNumber, email, referralCode },
    receivedAt: receivedAtOf(date, now),
    consent: null,
  };
}

export const applicantRow = (a: ApplicationRecord): Row => [
  dateCell(a.receivedAt),
  a.applicationNumber,
  '-',
  a.name,
  a.mobileNumber,
  a.email,
  a.expertIn,
  a.level,
  a.yearsOfExperience,
  '-',
  APPLICANT_SOURCE_CODE,
  a.status === 'new' ? 'N' : 'Y',
];

export function applicationOfRow(row: Row, now: Date): NewApplication & { applicationNumber: string } {
  const [date = '', applicationNumber = '', , name = '', mobileNumber = '', email = '', expertIn = '', level = '', yearsOfExperience = ''] =
    row;
  return {
    applicationNumber,
    fields: { name, mobileNumber, email, expertIn, level, yearsOfExperience, position: ANY_POSITION },
    emailHash: emailHash(email),
    receivedAt: receivedAtOf(date, now),
    consent: null,
  };
}

function receivedAtOf(date: string, now: Date): string {
  if (date === '' || date === istDate(now)) return now.toISOString();
  const day = ddmmyyyyToIso(date);
  return day ? istMidnight(day).toISOString() : now.toISOString();
}
