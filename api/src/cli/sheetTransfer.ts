import type { Store } from '../store/Store';
import {
  SHEET_HEADERS,
  achievementOfRow,
  achievementRow,
  applicantRow,
  applicationOfRow,
  puzzleOfRow,
  puzzleRow,
  registrationOfRow,
  registrationRow,
  tournamentOfRow,
  tournamentRow,
} from '../legacy/sheetAdapter';
import type { ContentSheet, Row, SheetName } from '../legacy/sheetAdapter';
import { neutraliseCell, parseCsv, writeCsv } from '../lib/csv';
import { imageType } from '../lib/imageFile';
import { validateRegistrationRow } from '../legacy/registrationRow';
import { validateApplicantRow } from '../legacy/applicantRow';
import { RequestError } from '../validation/RequestError';

// CSV in and out of each sheet, so staff keep working in spreadsheets: the records written as the
// original sheet's rows, and read back, through the sheet adapter. Content is replaced whole;
// registrations and applications are appended under the same rules as the API.

export interface ImportReport {
  imported: number;
  skipped: string[];
}

/** Every row of a sheet as CSV with a header line; every cell neutralised against formulas. */
export async function exportSheet(store: Store, sheet: SheetName): Promise<string> {
  const rows = await sheetRows(store, sheet);
  return writeCsv([SHEET_HEADERS[sheet], ...rows.map((row) => row.map(neutraliseCell))]);
}

/** Every record of a sheet as its rows, in the sheet's order. */
export async function sheetRows(store: Store, sheet: SheetName): Promise<Row[]> {
  if (sheet === 'registrations') return (await store.listRegistrations()).map(registrationRow);
  if (sheet === 'applicants') return (await store.listApplications()).map(applicantRow);
  if (sheet === 'tournaments') return (await store.listTournaments()).map(tournamentRow);
  if (sheet === 'puzzles') return (await store.listPuzzles()).map(puzzleRow);
  return (await store.listAchievements()).map(achievementRow);
}

/** Replaces a content table with the records of checked rows. */
export async function replaceContentRows(store: Store, sheet: ContentSheet, rows: readonly Row[]): Promise<void> {
  const present = <T>(value: T | null): value is T => value !== null;
  if (sheet === 'tournaments') await store.replaceTournaments(rows.map(tournamentOfRow).filter(present));
  if (sheet === 'puzzles') await store.replacePuzzles(rows.map(puzzleOfRow).filter(present));
  if (sheet === 'achievements') await store.replaceAchievements(rows.map(achievementOfRow));
}

function contentProblem(sheet: ContentSheet, row: Row): string | null {
  if (sheet === 'achievements') {
    const { id, imageFile } = achievementOfRow(row);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) return 'the id must be lower-case letters, digits and dashes';
    if (!imageType(imageFile)) return 'the image file name is not a plain image name';
  }
  if (sheet === 'puzzles') {
    const puzzle = puzzleOfRow(row);
    if (!puzzle) return 'the date must be DD/MM/YYYY';
    if (![puzzle.optionA, puzzle.optionB, puzzle.optionC, puzzle.optionD].includes(puzzle.answer)) {
      return 'the answer must be the exact text of one of the four options';
    }
  }
  if (sheet === 'tournaments' && !tournamentOfRow(row)) return "the start must be 'DD/MM/YYYY hh:mm AM|PM' (IST)";
  return null;
}

/** Reads CSV rows, dropping a header line that names the sheet's columns. */
function dataRows(sheet: SheetName, csv: string): Row[] {
  const rows = parseCsv(csv).filter((row) => row.some((cell) => cell !== ''));
  const header = SHEET_HEADERS[sheet].map((name) => name.toLowerCase());
  const first = rows[0]?.map((cell) => cell.trim().toLowerCase());
  return first && first.join(',') === header.join(',') ? rows.slice(1) : rows;
}

export async function importSheet(store: Store, sheet: SheetName, csv: string): Promise<ImportReport> {
  const rows = dataRows(sheet, csv);
  const width = SHEET_HEADERS[sheet].length;
  const wrongWidth = rows.findIndex((row) => row.length !== width);
  if (wrongWidth !== -1) {
    throw new Error(`Row ${wrongWidth + 1} has ${rows[wrongWidth]?.length} cells; ${sheet} rows have ${width}.`);
  }
  if (sheet === 'achievements' || sheet === 'puzzles' || sheet === 'tournaments') {
    rows.forEach((row, index) => {
      const problem = contentProblem(sheet, row);
      if (problem) throw new Error(`Row ${index + 1}: ${problem}. Nothing was imported.`);
    });
    await replaceContentRows(store, sheet, rows);
    return { imported: rows.length, skipped: [] };
  }
  return appendRows(store, sheet, rows);
}

async function appendRows(store: Store, sheet: 'registrations' | 'applicants', rows: Row[]): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, skipped: [] };
  for (const [index, raw] of rows.entries()) {
    try {
      const valid = sheet === 'registrations' ? validateRegistrationRow(raw) : validateApplicantRow(raw);
      // Numbers issued by the old spreadsheet count as issued here too.
      await store.raiseSequence(sheet === 'registrations' ? 'registration' : 'application', valid.issued);
      const now = new Date();
      const outcome =
        sheet === 'registrations'
          ? await store.insertRegistration(registrationOfRow(valid.row, now), valid.issued)
          : await store.insertApplication(applicationOfRow(valid.row, now), valid.issued);
      if (outcome === 'inserted') report.imported += 1;
      else report.skipped.push(`row ${index + 1}: ${outcome.replace('-', ' ')}`);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      report.skipped.push(`row ${index + 1}: ${error.message}`);
    }
  }
  return report;
}
