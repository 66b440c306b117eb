import { contactLinks, storedPhone } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { ApplicationRecord, RegistrationRecord } from '@academy/contracts/records';
import { dayText as ddmmyyyy, istDateTime } from '@academy/contracts/time';
import { exportCell } from '../lib/csv';

// The office's CSV export, the one definition of its columns: each a heading in words and how to
// read its cell from the record. Staff open the file in a spreadsheet program, so times are India's
// (`25/11/2026 07:00 PM`), days DD/MM/YYYY, and a phone number one ready-to-dial cell kept as text
// (docs/decisions/csv-export.md).

interface Column<R> {
  heading: string;
  cell: (record: R) => string;
}

/** An instant as India's wall-clock time, '' for none. */
const indiaTime = (instant: string | null | undefined): string => (instant ? istDateTime(instant) : '');
/** A YYYY-MM-DD day as DD/MM/YYYY, '' for none. */
const dayText = (day: string | null | undefined): string => (day ? ddmmyyyy(day) : '');
/** `+<country><number>`, '' when the record holds no number (erased). */
const readyToDial = (countryCode: string | null, mobileNumber: string): string => {
  const phone = storedPhone(countryCode, mobileNumber);
  return contactLinks(`${phone.countryCode}${phone.mobileNumber}`, '')?.shown ?? '';
};

/** What staff keep on every record, the same columns for both lists. */
const officeColumns = <R extends RegistrationRecord | ApplicationRecord>(): Column<R>[] => [
  { heading: 'Status', cell: (r) => r.status },
  { heading: 'Note', cell: (r) => r.note },
  { heading: 'Follow-up on', cell: (r) => dayText(r.followUpOn) },
  { heading: 'Owner', cell: (r) => r.owner ?? '' },
  { heading: 'Consent given (India time)', cell: (r) => indiaTime(r.consent?.at) },
  { heading: 'Privacy notice version', cell: (r) => r.consent?.notice ?? '' },
  { heading: 'Erased on (India time)', cell: (r) => indiaTime(r.erasedAt) },
];

const REGISTRATION_COLUMNS: Column<RegistrationRecord>[] = [
  { heading: 'Registration number', cell: (r) => r.registrationNumber },
  { heading: 'Received (India time)', cell: (r) => indiaTime(r.receivedAt) },
  { heading: "Parent's name", cell: (r) => r.parentName },
  { heading: "Child's name", cell: (r) => r.childName },
  { heading: 'Age', cell: (r) => r.age },
  { heading: 'Address', cell: (r) => r.address },
  { heading: 'Course', cell: (r) => r.course },
  { heading: 'Phone (ready to dial)', cell: (r) => readyToDial(r.countryCode, r.mobileNumber) },
  { heading: 'E-mail', cell: (r) => r.email },
  { heading: 'Referral code', cell: (r) => r.referralCode },
  ...officeColumns<RegistrationRecord>(),
];

const APPLICATION_COLUMNS: Column<ApplicationRecord>[] = [
  { heading: 'Application number', cell: (r) => r.applicationNumber },
  { heading: 'Received (India time)', cell: (r) => indiaTime(r.receivedAt) },
  { heading: 'Name', cell: (r) => r.name },
  // An application's number holds its country code (storedPhone puts India's on a short one).
  { heading: 'Phone (ready to dial)', cell: (r) => readyToDial(null, r.mobileNumber) },
  { heading: 'E-mail', cell: (r) => r.email },
  { heading: 'Expert in', cell: (r) => r.expertIn },
  { heading: 'Level', cell: (r) => r.level },
  { heading: 'Years of experience', cell: (r) => r.yearsOfExperience },
  { heading: 'Opening applied for', cell: (r) => r.position },
  ...officeColumns<ApplicationRecord>(),
];

const COLUMNS = { registrations: REGISTRATION_COLUMNS, applications: APPLICATION_COLUMNS } as const;

/** The export's heading row. */
export const csvHeadings = (kind: OfficeRecordKind): string[] => COLUMNS[kind].map((column) => column.heading);

/** One record's row, each cell safe to open in a spreadsheet program (lib/csv.ts, exportCell). */
export function csvRow(kind: OfficeRecordKind, record: RegistrationRecord | ApplicationRecord): string[] {
  const columns = COLUMNS[kind] as Column<RegistrationRecord | ApplicationRecord>[];
  return columns.map((column) => exportCell(column.cell(record)));
}
