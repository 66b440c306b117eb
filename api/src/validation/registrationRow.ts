import {
  COURSE_OPTIONS, LIMITS, REGISTRATION_NUMBER_PREFIX, checkDigits, checkEmail, checkOneOf, checkText,
} from '@academy/shared/rules';
import { type CellRule, checkDate, checkRow } from './cellChecks';

// The 11 cells of a registration row, in REGISTRATION_COLUMNS order.

const NUMBER_PATTERN = new RegExp(`^${REGISTRATION_NUMBER_PREFIX}(\\d{1,12})$`);

const RULES: readonly CellRule[] = [
  { label: 'date', checks: [checkDate] },
  {
    label: 'registration number',
    checks: [(v) => (NUMBER_PATTERN.test(v) ? null : `The registration number must be ${REGISTRATION_NUMBER_PREFIX} followed by digits.`)],
  },
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

export interface ValidRegistration {
  row: string[];
  /** The counter value the number was issued from. */
  issued: number;
}

export function validateRegistrationRow(raw: readonly string[]): ValidRegistration {
  const row = checkRow(raw, RULES);
  return { row, issued: Number(NUMBER_PATTERN.exec(row[1] ?? '')?.[1]) };
}
