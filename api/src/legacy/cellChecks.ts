import { checkCharacters, checkPlainText } from '@academy/contracts/rules';
import type { FieldCheck } from '@academy/contracts/rules';
import { badRequest } from '../validation/RequestError';

// The compatibility rows' own checks (a real date, constant cells, server-issued numbers) and the
// loop that runs a row's rules. Every cell is read as NFC. Free-text cells also keep the shared
// character rule and the plain-text rule, judged on the raw value as well as the trimmed one, so a
// leading tab cannot hide a formula.

export const SERVER_DATE_MESSAGE = 'The date is set by the server: leave the first cell empty.';

/** The registration date is the server's (its clock, in IST); a client's date is refused. */
export const checkServerDate: FieldCheck = (value) => (value === '' ? null : SERVER_DATE_MESSAGE);

export function checkExactly(label: string, expected: string): FieldCheck {
  return (value) => (value === expected ? null : `The ${label} must be "${expected}".`);
}

/** A cell with its label and checks; the raw value is checked for formula starts before trimming. */
export interface CellRule {
  label: string;
  checks: FieldCheck[];
  /** Free text a person typed, so the markup and formula rules apply. */
  text?: boolean;
}

/** Trims every cell, runs each rule in column order and throws the first failure's sentence. */
export function checkRow(raw: readonly string[], rules: readonly CellRule[]): string[] {
  return rules.map((rule, index) => {
    const original = raw[index] ?? '';
    const value = original.trim().normalize('NFC');
    const characters = checkCharacters(rule.label)(original);
    const safety = rule.text ? checkPlainText(rule.label) : null;
    const problem = safety?.(original) ?? safety?.(value) ?? characters ?? rule.checks.map((check) => check(value)).find(Boolean) ?? null;
    if (problem) throw badRequest(problem);
    return value;
  });
}

/** A row whose second cell is a number the server issued, and the counter value it came from. */
export interface ValidIssuedRow {
  row: string[];
  issued: number;
}

/** The rule of a number the server issued: `prefix` then up to 12 digits, and how to read its counter value. */
export function issuedNumber(label: string, prefix: string): { rule: CellRule; read: (cell: string) => number } {
  const pattern = new RegExp(`^${prefix}(\\d{1,12})$`);
  return {
    rule: { label, checks: [(v) => (pattern.test(v) ? null : `The ${label} must be ${prefix} followed by digits.`)] },
    read: (cell) => Number(pattern.exec(cell)?.[1]),
  };
}
