import type { EmailDelivery } from '@academy/contracts/records';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { istDateTime } from '@academy/contracts/time';
import { conflictCopy, detailCopy, emailCopy, fieldLabels, tableCopy } from '../../../content/records';
import type { OfficeRecord } from '../api/records';

// A record as staff read it on its page: each field in words, and each of its e-mails' state.

/** The fields a record's page lists, in the order of the form the person filled in. */
const DETAIL_FIELDS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: [
    'registrationNumber',
    'receivedAt',
    'course',
    'parentName',
    'childName',
    'age',
    'address',
    'countryCode',
    'mobileNumber',
    'email',
    'referralCode',
    'status',
    'note',
    'consent',
    'erasedAt',
  ],
  applications: [
    'applicationNumber',
    'receivedAt',
    'position',
    'name',
    'mobileNumber',
    'email',
    'expertIn',
    'level',
    'yearsOfExperience',
    'status',
    'note',
    'consent',
    'erasedAt',
  ],
};

export interface DetailLine {
  field: string;
  label: string;
  /** The value as shown; empty when the record holds nothing there. */
  text: string;
}

function valueText(record: OfficeRecord, field: string): string {
  if (field === 'receivedAt') return detailCopy.at(istDateTime(record.receivedAt));
  if (field === 'consent')
    return record.consent ? detailCopy.consented(istDateTime(record.consent.at), record.consent.notice) : detailCopy.noConsent;
  if (field === 'erasedAt') return record.erasedAt ? detailCopy.at(istDateTime(record.erasedAt)) : '';
  const value = (record as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : '';
}

/** Every field of the record with its label; when personal data was erased, only then is that said. */
export function detailLines(kind: OfficeRecordKind, record: OfficeRecord): DetailLine[] {
  return DETAIL_FIELDS[kind]
    .filter((field) => field !== 'erasedAt' || record.erasedAt !== null)
    .map((field) => ({ field, label: fieldLabels[field] ?? field, text: valueText(record, field) }));
}

/** What someone else changed in the staff's fields since `before` was read, one sentence each. */
export function changesSince(before: OfficeRecord, after: OfficeRecord): string[] {
  const changes: string[] = [];
  if (before.status !== after.status) changes.push(conflictCopy.status(before.status, after.status));
  if (before.note !== after.note) changes.push(after.note ? conflictCopy.note(after.note) : conflictCopy.noteCleared);
  return changes;
}

/** Where one e-mail stands: sent and when, waiting, retrying and when next, or given up and why. */
export function emailStateText(email: EmailDelivery): string {
  if (email.state === 'sent') return email.sentAt ? emailCopy.sentAt(istDateTime(email.sentAt)) : emailCopy.sent;
  if (email.state === 'failed')
    return email.lastError ? emailCopy.failedWith(email.attempts, email.lastError) : emailCopy.failed(email.attempts);
  if (email.attempts === 0) return emailCopy.waiting;
  return email.nextAttemptAt ? emailCopy.retryingAt(email.attempts, istDateTime(email.nextAttemptAt)) : emailCopy.retrying(email.attempts);
}

export const emailPurposeText = (email: EmailDelivery): string => emailCopy.purpose[email.purpose];

/** Who the record is about, as the lists (table and cards) show it: "(erased)" once erased. */
export function listedPerson(record: OfficeRecord): { name: string; subject: string } {
  if ('registrationNumber' in record) {
    return { name: record.erasedAt ? tableCopy.erased : `${record.childName} (parent ${record.parentName})`, subject: record.course };
  }
  return { name: record.erasedAt ? tableCopy.erased : record.name, subject: record.expertIn };
}
