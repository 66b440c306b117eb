import type { ApplicationRecord, RegistrationRecord } from '@academy/contracts/records';
import { contactLinks, storedPhone } from '@academy/contracts/office-rules';
import { istDateTime } from '@academy/contracts/time';
import type { SubjectData } from './personalData';

// An access request's answer in plain words, beside the JSON: what the academy holds about one
// e-mail address, in sentences the person who asked can read without a program. Times are India's.

const indiaTime = (instant: string): string => `${istDateTime(instant)} India time`;
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const phoneOf = (countryCode: string | null, mobileNumber: string): string => {
  const phone = storedPhone(countryCode, mobileNumber);
  return contactLinks(`${phone.countryCode}${phone.mobileNumber}`, '')?.shown ?? '';
};

/** The parts of a sentence that are given, joined with commas; an empty value is left out. */
const given = (parts: [label: string, value: string][]): string =>
  parts
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');

function consentText(record: RegistrationRecord | ApplicationRecord): string {
  return record.consent
    ? `consent given ${indiaTime(record.consent.at)} to privacy notice version ${record.consent.notice}`
    : 'no consent recorded (it arrived before consent was asked for)';
}

function officeText(record: RegistrationRecord | ApplicationRecord): string {
  const note = record.note === '' ? '' : `; our note: ${record.note}`;
  return `; ${consentText(record)}; status ${record.status}${note}.`;
}

function registrationLine(r: RegistrationRecord): string {
  const opening = `- ${r.registrationNumber} for ${r.course}, received ${indiaTime(r.receivedAt)}`;
  if (r.erasedAt) return `${opening}: its personal data was erased on ${indiaTime(r.erasedAt)}; ${consentText(r)}; status ${r.status}.`;
  const held = given([
    ['parent', r.parentName],
    ['child', r.childName],
    ['age', r.age],
    ['address', r.address],
    ['phone', phoneOf(r.countryCode, r.mobileNumber)],
    ['e-mail', r.email],
    ['referral code', r.referralCode],
  ]);
  return `${opening}: ${held}${officeText(r)}`;
}

function applicationLine(a: ApplicationRecord): string {
  const opening = `- ${a.applicationNumber} for ${a.position}, received ${indiaTime(a.receivedAt)}`;
  if (a.erasedAt) return `${opening}: its personal data was erased on ${indiaTime(a.erasedAt)}; ${consentText(a)}; status ${a.status}.`;
  const held = given([
    ['name', a.name],
    ['phone', phoneOf(null, a.mobileNumber)],
    ['e-mail', a.email],
    ['expert in', a.expertIn],
    ['level', a.level],
    ['years of experience', a.yearsOfExperience],
  ]);
  return `${opening}: ${held}${officeText(a)}`;
}

/** The plain-language summary of everything held about `data.email`, as of `exportedAt`. */
export function subjectSummary(data: SubjectData, exportedAt: string): string {
  const { email, registrations, applications, emails, audit } = data;
  const lines = [`Personal data we hold about ${email}, as of ${indiaTime(exportedAt)}.`, ''];
  if (registrations.length === 0) lines.push(`We hold no registrations for ${email}.`);
  else
    lines.push(
      `We hold ${count(registrations.length, 'registration', 'registrations')} for ${email}:`,
      ...registrations.map(registrationLine),
    );
  lines.push('');
  if (applications.length === 0) lines.push(`We hold no job applications from ${email}.`);
  else
    lines.push(
      `We hold ${count(applications.length, 'job application', 'job applications')} from ${email}:`,
      ...applications.map(applicationLine),
    );
  lines.push('');
  if (emails.length === 0) lines.push('We hold no copies of e-mails sent to or about this address.');
  else
    lines.push(
      `We hold copies of ${count(emails.length, 'e-mail', 'e-mails')} sent to or about this address, sent ${emails
        .map((message) => indiaTime(message.receivedAt))
        .join('; ')}.`,
    );
  if (data.demoBookings.length > 0)
    lines.push(
      `We hold ${count(data.demoBookings.length, 'free demo booking', 'free demo bookings')} for these registrations:`,
      ...data.demoBookings.map(
        (b) =>
          `- ${b.registrationNumber}: a ${b.minutes}-minute ${b.course} demo with ${b.teacher} on ${indiaTime(b.startsAt)}, booked ${indiaTime(b.bookedAt)}, ${b.status}${b.timeZone ? `; your time zone ${b.timeZone}` : ''}.`,
      ),
    );
  if (audit.length > 0)
    lines.push(
      `Our staff's log holds ${count(audit.length, 'entry', 'entries')} about these records: who looked after them, changed or exported them, and when.`,
    );
  lines.push('', 'The file personal-data.json holds the same data in full, in a form a computer can read.');
  return `${lines.join('\n')}\n`;
}
