import {
  checkDigits, checkEmail, checkOneOf, checkText, COURSE_OPTIONS, DEFAULT_COURSE, DEFAULT_REFERRAL_CODE, HONEYPOT_FIELD, LIMITS,
  type FormRules, type FormValues,
} from '@academy/shared';

export const REGISTRATION_FIELDS = [
  'course', 'parentName', 'childName', 'age', 'address', 'countryCode', 'mobileNumber', 'email', 'referralCode', HONEYPOT_FIELD,
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = FormValues<RegistrationField>;

/** What a fresh form shows: Chess, and the default referral code. */
export const INITIAL_REGISTRATION_VALUES: RegistrationValues = {
  course: DEFAULT_COURSE,
  parentName: '',
  childName: '',
  age: '',
  address: '',
  countryCode: '',
  mobileNumber: '',
  email: '',
  referralCode: DEFAULT_REFERRAL_CODE,
  website: '',
};

/** SPEC §4: after success the course goes back to Chess and everything else, referral code included, is cleared. */
export const VALUES_AFTER_SUCCESS: RegistrationValues = { ...INITIAL_REGISTRATION_VALUES, referralCode: '' };

/** The same checks the API runs on the row (api/src/validation/registrationRow.ts), so both agree. */
export const REGISTRATION_RULES: FormRules<RegistrationField> = {
  course: checkOneOf('course', COURSE_OPTIONS),
  parentName: checkText("parent's name", LIMITS.personName),
  childName: checkText("child's name", LIMITS.personName),
  age: checkDigits('age', LIMITS.ageDigits, false),
  address: checkText('address', LIMITS.address),
  countryCode: checkDigits('country code', LIMITS.countryCodeDigits, false),
  mobileNumber: checkDigits('mobile number', LIMITS.mobileDigits, true),
  email: checkEmail,
  referralCode: checkText('referral code', LIMITS.referralCode),
};
