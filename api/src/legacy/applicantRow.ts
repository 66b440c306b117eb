import {
  APPLICATION_NUMBER_PREFIX,
  EXPERT_IN_OPTIONS,
  LEVEL_OPTIONS,
  LIMITS,
  checkDigits,
  checkEmail,
  checkOneOf,
  checkText,
} from '@academy/contracts/rules';
import { checkServerDate, checkExactly, checkRow, issuedNumber } from './cellChecks';
import type { CellRule, ValidIssuedRow } from './cellChecks';
import { APPLICANT_SOURCE_CODE } from './sheetAdapter';

// The 12 cells of an applicant row, in APPLICANT_COLUMNS order.

const NUMBER = issuedNumber('application number', APPLICATION_NUMBER_PREFIX);

const RULES: readonly CellRule[] = [
  { label: 'date', checks: [checkServerDate] },
  NUMBER.rule,
  { label: 'third cell', checks: [checkExactly('third cell', '-')] },
  { label: 'name', checks: [checkText('name', LIMITS.personName)], text: true },
  { label: 'mobile number', checks: [checkDigits('mobile number', LIMITS.mobileDigits, true)] },
  { label: 'e-mail', checks: [checkEmail], text: true },
  { label: 'field of expertise', checks: [checkOneOf('field of expertise', EXPERT_IN_OPTIONS)] },
  { label: 'level', checks: [checkOneOf('level', LEVEL_OPTIONS)] },
  { label: 'years of experience', checks: [checkDigits('years of experience', LIMITS.yoeDigits, true)] },
  { label: 'tenth cell', checks: [checkExactly('tenth cell', '-')] },
  { label: 'source code', checks: [checkExactly('source code', APPLICANT_SOURCE_CODE)] },
  { label: 'status', checks: [checkExactly('status', 'N')] },
];

export function validateApplicantRow(raw: readonly string[]): ValidIssuedRow {
  const row = checkRow(raw, RULES);
  return { row, issued: NUMBER.read(row[1] ?? '') };
}
