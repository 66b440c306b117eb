import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { ApplicationRecord, RegistrationRecord } from '@academy/contracts/records';
import { emailHash } from '../lib/emailHash';
import { namesAddress } from '../email/outboxAddresses';
import { istMidnight } from '@academy/contracts/time';
import { at, requiredInstantOf } from '../store/queryRunner';
import type { QueryRunner, Statement } from '../store/queryRunner';
import { NUMBER_COLUMN, RECORD_COLUMNS, numberOf, recordsWithEmails } from '../store/recordRows';
import type { AnyRecord, RecordRow } from '../store/recordRows';
import { demoBookingsOf, demoErasure } from '../demos/demoPrivacy';
import type { SubjectDemoBooking } from '../demos/demoPrivacy';

/** An entry of the audit log (officeStore.ts keeps it). */
interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  record: string;
  detail: string;
}

// The rights of the people whose data the site holds, as staff honour them: correction of a
// record's personal fields, erasure of them (the number, date, course or field, status and the
// consent's record stay), everything held about one e-mail address for an access request, and
// the records past their retention. Erasure also removes the bodies of the record's e-mails
// (their state and times stay) and the local EmailJS stand-in's copies, and turns the record's
// idempotency keys into tombstones, in the same transaction; the route then has the store reclaim
// the space. What each engine's files keep after that: api/README.md, "What an erasure removes
// from the database's files".

/** The columns blanked by an erasure (an application's email_hash becomes a unique placeholder). */
const PERSONAL_COLUMNS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: ['parent_name', 'child_name', 'age', 'address', 'country_code', 'mobile_number', 'email', 'note'],
  applications: ['name', 'mobile_number', 'email', 'expert_in', 'level', 'years_of_experience', 'note'],
};

/** Logged when the space of an erasure could not be reclaimed: the erasure itself stands. */
export const RECLAIM_FAILED_MESSAGE =
  "erased; reclaiming the space failed, so old copies of the values may stay in the database's files until its next vacuum or checkpoint";

/** Who erases and why, for the audit log. */
export interface Erasure {
  at: string;
  actor: string;
  reason: string;
}

export interface SubjectData {
  email: string;
  registrations: RegistrationRecord[];
  applications: ApplicationRecord[];
  /** The e-mails sent about them, as the local EmailJS stand-in holds them. */
  emails: { templateId: string; params: unknown; receivedAt: string }[];
  audit: AuditEntry[];
  /** The registrations' free demo bookings. */
  demoBookings: SubjectDemoBooking[];
}

export interface PersonalData {
  /**
   * Sets the given office fields (e.g. parentName) of a record. Answers the row and the names of
   * the fields whose value changed; null when there is no such record; 'email-taken' when an
   * application's new e-mail belongs to another application (nothing changes).
   */
  correctRecord(
    kind: OfficeRecordKind,
    number: string,
    fields: Record<string, string>,
  ): Promise<{ record: AnyRecord; changed: string[] } | null | 'email-taken'>;
  /** Erases a record's personal data in one transaction, audit entry included; null when there is no such record. */
  eraseRecord(kind: OfficeRecordKind, number: string, erasure: Erasure): Promise<AnyRecord | null>;
  /** Everything held about one e-mail address (compared without case). */
  subjectData(email: string): Promise<SubjectData>;
  /** Numbers of the records not yet erased received before the day `before` (YYYY-MM-DD, in India); registrations `enrolled` are kept. */
  expiredRecords(kind: OfficeRecordKind, before: string): Promise<string[]>;
}

/** `%text%` for LIKE, with LIKE's own wildcards in `text` taken literally (ESCAPE '!'). */
const containing = (text: string): string => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Whether `text` names `number` itself (GFI10042, not GFI100421). */
const names = (text: string, number: string): boolean => new RegExp(`${number}(?!\\d)`).test(text);

/** The database column of each correctable field. */
const COLUMN_OF: Record<string, string> = {
  parentName: 'parent_name',
  childName: 'child_name',
  age: 'age',
  address: 'address',
  countryCode: 'country_code',
  mobileNumber: 'mobile_number',
  email: 'email',
  name: 'name',
};

export function createPersonalData(db: QueryRunner): PersonalData {
  const find = async (kind: OfficeRecordKind, number: string): Promise<AnyRecord | null> => {
    const found = await db.all<RecordRow>(`SELECT ${RECORD_COLUMNS[kind]} FROM ${kind} WHERE ${NUMBER_COLUMN[kind]} = ?`, [number]);
    return (await recordsWithEmails(db, kind, found))[0] ?? null;
  };

  /** Statements removing the e-mail bodies and stand-in copies that hold the record's data, and turning its idempotency keys into tombstones. */
  const purgeCopies = async (number: string, email: string, erasedAt: string): Promise<Statement[]> => {
    const outbox = await db.all<{ id: number | string; params: string }>(
      "SELECT id, params FROM local_emailjs_messages WHERE params LIKE ? ESCAPE '!' OR (? <> '' AND lower(params) LIKE ? ESCAPE '!')",
      [containing(number), email, containing(email.toLowerCase())],
    );
    const held = outbox.filter(
      ({ params }) => names(params, number) || (email !== '' && params.toLowerCase().includes(email.toLowerCase())),
    );
    const keys = await db.all<{ key: string; answer: string }>("SELECT key, answer FROM idempotency_keys WHERE answer LIKE ? ESCAPE '!'", [
      containing(number),
    ]);
    return [
      { sql: 'UPDATE email_outbox SET params = NULL WHERE record_number = ?', args: [number] },
      ...held.map(({ id }) => ({ sql: 'DELETE FROM local_emailjs_messages WHERE id = ?', args: [Number(id)] })),
      // The key stays as a tombstone, holding nothing of the person, so a resend of the request is refused.
      ...keys
        .filter(({ answer }) => names(answer, number))
        .map(({ key }) => ({
          sql: "UPDATE idempotency_keys SET fingerprint = '', answer = '', status = 410, erased_at = ? WHERE key = ?",
          args: [at(erasedAt), key],
        })),
    ];
  };

  return {
    correctRecord: async (kind, number, fields) => {
      const before = await find(kind, number);
      if (!before) return null;
      const held = before as unknown as Record<string, unknown>;
      const changed = Object.keys(fields).filter((field) => fields[field] !== held[field]);
      if (changed.length === 0) return { record: before, changed };
      const sets = changed.map((field) => `${COLUMN_OF[field]} = ?`);
      const args: unknown[] = changed.map((field) => fields[field]);
      if (kind === 'applications' && changed.includes('email')) {
        const hash = emailHash(fields.email ?? '');
        const [taken] = await db.all('SELECT 1 AS taken FROM applications WHERE email_hash = ? AND application_number <> ?', [
          hash,
          number,
        ]);
        if (taken) return 'email-taken';
        sets.push('email_hash = ?');
        args.push(hash);
      }
      await db.run(`UPDATE ${kind} SET ${sets.join(', ')} WHERE ${NUMBER_COLUMN[kind]} = ?`, [...args, number]);
      return { record: (await find(kind, number)) ?? before, changed };
    },

    eraseRecord: async (kind, number, { at: erasedAt, actor, reason }) => {
      const before = await find(kind, number);
      if (!before) return null;
      const blanks = PERSONAL_COLUMNS[kind].map((column) => `${column} = ''`);
      if (kind === 'applications') blanks.push(`email_hash = 'erased:' || application_number`);
      await db.batch([
        {
          sql: `UPDATE ${kind} SET ${blanks.join(', ')}, erased_at = COALESCE(erased_at, ?) WHERE ${NUMBER_COLUMN[kind]} = ?`,
          args: [at(erasedAt), number],
        },
        ...(await purgeCopies(number, before.email ?? '', erasedAt)),
        // The demo bookings go (their seats given back) with their e-mails not yet sent.
        ...(kind === 'registrations' ? demoErasure(number) : []),
        // A note's text was logged with it: it goes with the note.
        { sql: "UPDATE audit SET detail = '' WHERE record = ? AND action = 'note'", args: [number] },
        // What staff wrote of a call or a message is about the person; the payments' amounts and references stay.
        { sql: "UPDATE record_activity SET text = '' WHERE record_kind = ? AND record_number = ?", args: [kind, number] },
        {
          sql: 'INSERT INTO audit (at, actor, action, record, detail) VALUES (?, ?, ?, ?, ?)',
          args: [at(erasedAt), actor, 'erase', number, reason],
        },
      ]);
      return find(kind, number);
    },

    subjectData: async (email) => {
      const address = email.trim().toLowerCase();
      const recordsOf = async (kind: OfficeRecordKind) =>
        recordsWithEmails(
          db,
          kind,
          await db.all<RecordRow>(`SELECT ${RECORD_COLUMNS[kind]} FROM ${kind} WHERE lower(email) = ? ORDER BY id`, [address]),
        );
      const registrations = (await recordsOf('registrations')) as RegistrationRecord[];
      const applications = (await recordsOf('applications')) as ApplicationRecord[];
      const numbers = [...registrations, ...applications].map(numberOf);
      // The stand-in's messages that name the address exactly (email/outboxAddresses.ts), not every one containing its text.
      const outbox = (
        await db.all<{ template_id: string; params: string; received_at: unknown }>(
          'SELECT template_id, params, received_at FROM local_emailjs_messages ORDER BY id',
        )
      ).filter((m) => namesAddress(JSON.parse(m.params) as unknown, address));
      const audit =
        numbers.length === 0
          ? []
          : (
              await db.all<AuditEntry>(
                `SELECT at, actor, action, record, detail FROM audit WHERE record IN (${numbers.map(() => '?').join(', ')}) ORDER BY seq`,
                numbers,
              )
            ).map((entry) => ({ ...entry, at: requiredInstantOf(entry.at) }));
      return {
        email: address,
        registrations,
        applications,
        emails: outbox.map((m) => ({
          templateId: m.template_id,
          params: JSON.parse(m.params) as unknown,
          receivedAt: requiredInstantOf(m.received_at),
        })),
        audit,
        demoBookings: await demoBookingsOf(
          db,
          registrations.map((r) => r.registrationNumber),
        ),
      };
    },

    expiredRecords: async (kind, before) => {
      const kept = kind === 'registrations' ? " AND status <> 'enrolled'" : '';
      const rows = await db.all<{ number: string }>(
        `SELECT ${NUMBER_COLUMN[kind]} AS number FROM ${kind} WHERE erased_at IS NULL AND received_at < ?${kept} ORDER BY id`,
        [istMidnight(before)],
      );
      return rows.map((row) => row.number);
    },
  };
}
