import { APPLICANT_SOURCE_CODE } from '@academy/shared/rules';
import type { ContentSheet, Row, SheetName } from './Store';
import { istToUtc } from '../lib/istTime';
import { ddmmyyyyToIso } from '../lib/calendarDate';

// Database columns of each sheet, in the spreadsheet's column order, plus the columns we derive
// so the database can sort and filter (tournament start in UTC, puzzle day as YYYY-MM-DD).

export const SHEET_COLUMNS: Record<SheetName, readonly string[]> = {
  registrations: [
    'date', 'registration_number', 'course', 'parent_name', 'child_name', 'age', 'address',
    'country_code', 'mobile_number', 'email', 'referral_code',
  ],
  applicants: [
    'date', 'application_number', 'blank1', 'name', 'mobile_number', 'email', 'expert_in', 'level',
    'yoe', 'blank2', 'source_code', 'status',
  ],
  achievements: ['id', 'title', 'subtitle', 'image_file'],
  puzzles: ['date', 'puzzle_id', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'answer', 'explaination'],
  tournaments: ['ist_start', 'support_link', 'group_a_link', 'group_b_link'],
};

export const SHEET_ORDER: Record<SheetName, string> = {
  registrations: 'seq',
  applicants: 'seq',
  achievements: 'seq',
  puzzles: 'day, puzzle_id',
  tournaments: 'starts_at, seq',
};

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
