import {
  COURSE_OPTIONS,
  LIMITS,
  REGISTRATION_NUMBER_PREFIX,
  checkDigits,
  checkEmail,
  checkOneOf,
  checkText,
} from '@academy/contracts/rules';
import { checkServerDate, checkRow, issuedNumber } from './cellChecks';
import type { CellRule, ValidIssuedRow } from './cellChecks';

// The 11 cells of a registration row, in REGISTRATION_COLUMNS order.

const NUMBER = issuedNumber('registration number', REGISTRATION_NUMBER_PREFIX);

const RULES: readonly CellRule[] = [
  { label: 'date', checks: [checkServerDate] },
  NUMBER.rule,
  { label: 'course', checks: [checkOneOf('course', COURSE_OPTIONS)] },
  { label: "parent's name", checks: [checkText("parent's name", LIMITS.personName)], text: true },
  { label: "child's name", checks: [checkText("child's name", LIMITS.personName)], text: true },
  { label: 'age', checks: [checkDigits('age', LIMITS.ageDigits, false)] },
  { label: 'address', checks: [checkText('address', LIMITS.address)], text: true },
  { label: 'country code', checks: [checkDigits('country code', LIMITS.countryCodeDigits, false)] },
  { label: 'mobile number', checks: [checkDigits('mobile number', LIMITS.mobileDigits, true)] },
  { label: 'e-mail', checks: [checkEmail], text: true },
  { label: 'referral code', checks: [checkText('referral code', LIMITS.referralCode)], text: true },
];

export function validateRegistrationRow(raw: readonly string[]): ValidIssuedRow {
  const row = checkRow(raw, RULES);
  return { row, issued: NUMBER.read(row[1] ?? '') };
}
