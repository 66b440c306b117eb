import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { FORMULA_START } from '@academy/contracts/rules';

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
 * Defuses a cell a spreadsheet program would run as a formula by prefixing a single quote.
 * The bare '-' placeholder (no link, in the original sheet) is not a formula and stays as it is.
 */
export function neutraliseCell(cell: string): string {
  return cell !== '-' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}
