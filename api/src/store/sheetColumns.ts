import {
  ACHIEVEMENT_COLUMNS, APPLICANT_COLUMNS, APPLICANT_SOURCE_CODE, PUZZLE_COLUMNS, REGISTRATION_COLUMNS,
  TOURNAMENT_COLUMNS,
} from '@academy/contracts/rules';
import { SHEET_NAMES } from './Store';
import type { ContentSheet, Row, SheetName } from './Store';
import { istToUtc } from '../lib/istTime';
import { ddmmyyyyToIso } from '../lib/calendarDate';

// Each sheet's columns as the CSV header names them (the shared lists), and as the database
// names them: the same in snake_case, plus the columns we derive so the database can sort and
// filter (tournament start in UTC, puzzle day as YYYY-MM-DD).

export const SHEET_HEADERS: Record<SheetName, readonly string[]> = {
  registrations: REGISTRATION_COLUMNS,
  applicants: APPLICANT_COLUMNS,
  achievements: ACHIEVEMENT_COLUMNS,
  puzzles: PUZZLE_COLUMNS,
  tournaments: TOURNAMENT_COLUMNS,
};

const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export const SHEET_COLUMNS = {} as Record<SheetName, readonly string[]>;
for (const sheet of SHEET_NAMES) SHEET_COLUMNS[sheet] = SHEET_HEADERS[sheet].map(snakeCase);

export const SHEET_ORDER: Record<SheetName, string> = {
  registrations: 'seq',
  applicants: 'seq',
  achievements: 'seq',
  puzzles: 'day, puzzle_id',
  tournaments: 'starts_at, seq',
};

/** The consent stored with an issued registration or application (migration 4), after its sheet columns. */
export const CONSENT_COLUMNS = ['consent_at', 'consent_notice'] as const;

/** Derived columns appended after the sheet's own columns when a content row is stored. */
export const DERIVED_COLUMNS: Record<ContentSheet, readonly string[]> = {
  achievements: [],
  puzzles: ['day'],
  tournaments: ['starts_at'],
};

export function deriveContentCells(sheet: ContentSheet, row: Row): string[] {
  if (sheet === 'puzzles') return [ddmmyyyyToIso(row[0] ?? '') ?? ''];
  if (sheet === 'tournaments') return [istToUtc(row[0] ?? '')?.toISOString() ?? ''];
  return [];
}

/** The 12 applicant cells around an application's person cells: the sheet's constant columns filled in. */
export function applicantRow(date: string, applicationNumber: string, cells: readonly string[]): Row {
  const [name = '', mobileNumber = '', email = '', expertIn = '', level = '', yoe = ''] = cells;
  return [date, applicationNumber, '-', name, mobileNumber, email, expertIn, level, yoe, '-', APPLICANT_SOURCE_CODE, 'N'];
}
