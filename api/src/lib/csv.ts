import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

// RFC 4180 CSV through csv-parse and csv-stringify: fields separated by commas, records by CRLF
// (LF accepted on input, a byte-order mark skipped), a field quoted when it holds a comma, quote
// or line break, quotes inside doubled. What we add is the defusing of formulas in exports.

/** Every record of the text; rows may differ in width (the caller says which width it expects). */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true });
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  // A bare CR or LF is quoted too, not only the CRLF record delimiter.
  return stringify(rows as string[][], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/**
 * Where a spreadsheet program may start a cell: the cell's start, and after a `;` or a tab,
 * which a program that guesses the separator (or is told `;`, as many European locales are)
 * splits on, followed by a formula's first character, its fullwidth forms (＝＋－＠, which
 * some programs fold to the ASCII ones) included.
 */
const FORMULA_PLACE = '(^|[;\\t])(?=[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20])';
const STARTS_FORMULA = new RegExp(FORMULA_PLACE);
const EVERY_FORMULA_START = new RegExp(FORMULA_PLACE, 'g');

/**
 * Defuses a cell a spreadsheet program would run as a formula by putting a single quote before
 * each place one could start: `=1+1` → `'=1+1`, `Pat;=1+1` → `Pat;'=1+1`, `＋1` → `'＋1`.
 * The bare '-' placeholder (no link, in the original sheet) is not a formula and stays as it is.
 */
export function neutraliseCell(cell: string): string {
  if (cell === '-') return cell;
  return STARTS_FORMULA.test(cell) ? cell.replace(EVERY_FORMULA_START, "$1'") : cell;
}

/** Digits alone, or a plus and digits: the only text `textCell` wraps. */
const DIGITS = /^\+?\d+$/;

/**
 * A value of digits (optionally after a plus) that a spreadsheet program would read as a number and
 * change: a plus (a formula trigger, or dropped), a leading zero (dropped), or 12 digits or more
 * (shown as 9.19877E+11, rounded past 15). Spreadsheet programs show an 11-digit number whole.
 */
const isFragileNumber = (cell: string): boolean => DIGITS.test(cell) && (/^(\+|0\d)/.test(cell) || cell.replace('+', '').length >= 12);

/**
 * The cell as the formula `="…"`, whose value is the text itself: Excel and Google Sheets show it
 * with every digit and the plus; LibreOffice Calc does too with its import's "Evaluate formulas",
 * and shows the formula's own text, digits intact, without it. Only digits and a plus are ever
 * wrapped, so the formula can hold nothing but that constant (docs/decisions/csv-export.md).
 */
export function textCell(digits: string): string {
  if (!DIGITS.test(digits)) throw new Error('textCell keeps digits (and a leading plus) only');
  return `="${digits}"`;
}

/** A cell of the office's export: a fragile number kept as text, anything else defused. */
export function exportCell(cell: string): string {
  return isFragileNumber(cell) ? textCell(cell) : neutraliseCell(cell);
}
