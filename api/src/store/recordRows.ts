import { APPLICATION_STATUSES, REGISTRATION_STATUSES } from '@academy/contracts/office-rules';
import type {
  AchievementRecord,
  ApplicationRecord,
  EmailDelivery,
  PuzzleRecord,
  RegistrationRecord,
  TournamentRecord,
} from '@academy/contracts/records';
import { createHash } from 'node:crypto';
import { dayOf, instantOf, requiredInstantOf } from './queryRunner';
import type { Queries } from './queryRunner';

// The records as the tables hold them (migration 6), read back into the contracts' shapes.

export type RecordKind = 'registrations' | 'applications';

/** The table of each kind, its number column, and its columns in reading order. */
export const NUMBER_COLUMN: Record<RecordKind, string> = {
  registrations: 'registration_number',
  applications: 'application_number',
};
export const RECORD_COLUMNS: Record<RecordKind, string> = {
  registrations: `id, registration_number, received_at, course, parent_name, child_name, age, address, country_code,
    mobile_number, email, referral_code, status, note, consent_at, consent_notice, erased_at, follow_up_on, owner, row_version`,
  applications: `id, application_number, received_at, name, mobile_number, email, expert_in, level, years_of_experience,
    position, status, note, consent_at, consent_notice, erased_at, follow_up_on, owner, row_version`,
};

export type RecordRow = Record<string, unknown>;
// A column holds a string or a number as both drivers hand it back, never a plain object.
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above: no column is read as an object
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function officeFields(row: RecordRow, emails: EmailDelivery[]) {
  const consentAt = instantOf(row.consent_at);
  return {
    note: text(row.note),
    consent: consentAt ? { at: consentAt, notice: text(row.consent_notice) } : null,
    erasedAt: instantOf(row.erased_at),
    emails,
    followUpOn: text(row.follow_up_on) || null,
    owner: text(row.owner),
  };
}

/**
 * A record with its version: a digest of the row's version counter (raised by every UPDATE of the
 * row: store/rowVersionMigration.ts) and every field but the e-mails (the delivery worker changes
 * those, staff never do). The counter makes a change A→B→A a new version, never the old one again.
 */
function versioned<T extends { emails: EmailDelivery[] }>(record: T, rowVersion: unknown): T & { version: string } {
  const { emails: _emails, ...fields } = record;
  const counted = JSON.stringify([Number(rowVersion ?? 0), fields]);
  return { ...record, version: createHash('sha256').update(counted).digest('base64url').slice(0, 22) };
}

const oneOf = <T extends string>(options: readonly T[], value: unknown): T =>
  (options as readonly unknown[]).includes(value) ? (value as T) : (options[0] as T);

export function registrationOf(row: RecordRow, emails: EmailDelivery[] = []): RegistrationRecord {
  return versioned(
    {
      registrationNumber: text(row.registration_number),
      receivedAt: requiredInstantOf(row.received_at),
      course: text(row.course),
      parentName: text(row.parent_name),
      childName: text(row.child_name),
      age: text(row.age),
      address: text(row.address),
      countryCode: text(row.country_code),
      mobileNumber: text(row.mobile_number),
      email: text(row.email),
      referralCode: text(row.referral_code),
      status: oneOf(REGISTRATION_STATUSES, row.status),
      ...officeFields(row, emails),
    },
    row.row_version,
  );
}

export function applicationOf(row: RecordRow, emails: EmailDelivery[] = []): ApplicationRecord {
  return versioned(
    {
      applicationNumber: text(row.application_number),
      receivedAt: requiredInstantOf(row.received_at),
      name: text(row.name),
      mobileNumber: text(row.mobile_number),
      email: text(row.email),
      expertIn: text(row.expert_in),
      level: text(row.level),
      yearsOfExperience: text(row.years_of_experience),
      position: text(row.position),
      status: oneOf(APPLICATION_STATUSES, row.status),
      ...officeFields(row, emails),
    },
    row.row_version,
  );
}

export type AnyRecord = RegistrationRecord | ApplicationRecord;
export const recordOf = (kind: RecordKind, row: RecordRow, emails: EmailDelivery[] = []): AnyRecord =>
  kind === 'registrations' ? registrationOf(row, emails) : applicationOf(row, emails);
export const numberOf = (record: AnyRecord): string =>
  'registrationNumber' in record ? record.registrationNumber : record.applicationNumber;

export function emailDeliveryOf(row: RecordRow): EmailDelivery {
  return {
    // A demo's e-mails (demo-confirmation, demo-notification, its reminders) show as the person's or the academy's.
    purpose: String(row.purpose).endsWith('notification') ? 'notification' : 'confirmation',
    templateId: text(row.template_id),
    state: row.state === 'sent' || row.state === 'failed' ? row.state : 'pending',
    attempts: Number(row.attempts ?? 0),
    sentAt: instantOf(row.sent_at),
    nextAttemptAt: row.state === 'pending' ? instantOf(row.next_attempt_at) : null,
    lastError: row.last_error === null || row.last_error === undefined ? null : text(row.last_error),
  };
}

/** The e-mails of each of `numbers`' records, oldest first. */
export async function emailsByRecord(db: Queries, numbers: readonly string[]): Promise<Map<string, EmailDelivery[]>> {
  const found = new Map<string, EmailDelivery[]>();
  for (let start = 0; start < numbers.length; start += 500) {
    const slice = numbers.slice(start, start + 500);
    const rows = await db.all<RecordRow>(
      `SELECT record_number, purpose, template_id, state, attempts, sent_at, next_attempt_at, last_error
       FROM email_outbox WHERE record_number IN (${slice.map(() => '?').join(', ')}) ORDER BY id`,
      slice,
    );
    for (const row of rows) {
      const number = text(row.record_number);
      found.set(number, [...(found.get(number) ?? []), emailDeliveryOf(row)]);
    }
  }
  return found;
}

/** Rows read into records, each with its e-mails. */
export async function recordsWithEmails(db: Queries, kind: RecordKind, rows: readonly RecordRow[]): Promise<AnyRecord[]> {
  const numberOfRow = (stored: RecordRow): string => text(stored[NUMBER_COLUMN[kind]]);
  const emails = await emailsByRecord(db, rows.map(numberOfRow));
  return rows.map((stored) => recordOf(kind, stored, emails.get(numberOfRow(stored)) ?? []));
}

export const TOURNAMENT_COLUMNS = 'id, name, starts_at, support_link, group_a_link, group_b_link';
export function tournamentOf(row: RecordRow): TournamentRecord {
  const orNone = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : text(value));
  return {
    id: Number(row.id),
    name: orNone(row.name),
    startsAt: requiredInstantOf(row.starts_at),
    supportLink: orNone(row.support_link),
    groupALink: orNone(row.group_a_link),
    groupBLink: orNone(row.group_b_link),
  };
}

export const PUZZLE_COLUMNS = 'puzzle_id, day, question, option_a, option_b, option_c, option_d, answer, explanation';
export function puzzleOf(row: RecordRow): PuzzleRecord {
  return {
    puzzleId: text(row.puzzle_id),
    day: dayOf(row.day),
    question: text(row.question),
    optionA: text(row.option_a),
    optionB: text(row.option_b),
    optionC: text(row.option_c),
    optionD: text(row.option_d),
    answer: text(row.answer),
    explanation: text(row.explanation),
  };
}

export const ACHIEVEMENT_COLUMNS = 'id, title, subtitle, image_file';
export function achievementOf(row: RecordRow): AchievementRecord {
  return { id: text(row.id), title: text(row.title), subtitle: text(row.subtitle), imageFile: text(row.image_file) };
}
