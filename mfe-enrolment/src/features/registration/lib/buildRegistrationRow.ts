import { formatDateEnGb } from '@academy/shared';
import type { RegistrationValues } from './registrationValues';

/** The 11 cells of REGISTRATION_COLUMNS: en-GB date, number, then the form's fields in order. */
export function buildRegistrationRow(values: RegistrationValues, registrationNumber: string, now: Date): string[] {
  return [
    formatDateEnGb(now),
    registrationNumber,
    values.course,
    values.parentName,
    values.childName,
    values.age,
    values.address,
    values.countryCode,
    values.mobileNumber,
    values.email,
    values.referralCode,
  ];
}
