import { DEFAULT_COURSE, DEFAULT_REFERRAL_CODE, HONEYPOT_FIELD } from '@academy/shared';
import type { FormValues } from '@academy/shared';

export const REGISTRATION_FIELDS = [
  'course',
  'parentName',
  'childName',
  'age',
  'address',
  'countryCode',
  'mobileNumber',
  'email',
  'referralCode',
  'consent',
  HONEYPOT_FIELD,
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
  consent: '',
  website: '',
};

/** After success the course goes back to Chess and everything else, referral code and consent included, is cleared. */
export const VALUES_AFTER_SUCCESS: RegistrationValues = { ...INITIAL_REGISTRATION_VALUES, referralCode: '' };
