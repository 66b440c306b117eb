import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { emailHash } from '../lib/emailHash';
import { NUMBER_COLUMN, OFFICE_FIELDS, TABLE, recordColumns, selectList, toRow } from './officeRecords';
import type { OfficeRow } from './officeRecords';
import type { AuditEntry, QueryRunner, Statement } from './officeStore';

// The rights of the people whose data the site holds, as staff honour them: correction of a
// record's personal fields, erasure of them (the number, date, course or field, status and the
// consent's record stay), everything held about one e-mail address for an access request, and
// the records past their retention. Erasure also purges the outbox e-mails and the idempotency
// answers that hold the person's data, in the same transaction, and the store then reclaims the
// space, so the bytes leave the database file too.

/** The columns blanked by an erasure (an applicant's email_hash becomes a unique placeholder). */
const PERSONAL_COLUMNS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: ['parent_name', 'child_name', 'age', 'address', 'country_code', 'mobile_number', 'email', 'note'],
  applications: ['name', 'mobile_number', 'email', 'expert_in', 'level', 'yoe', 'note'],
};

/** Who erases and why, for the audit log. */
export interface Erasure {
  at: string;
  actor: string;
  reason: string;
}

export interface SubjectData {
  email: string;
  registrations: OfficeRow[];
  applications: OfficeRow[];
  /** The e-mails sent about them, as the outbox holds them. */
  emails: { templateId: string; params: unknown; receivedAt: string }[];
  audit: AuditEntry[];
}

export interface PersonalData {
  /**
   * Sets the given office fields (e.g. parentName) of a record. Answers the row and the names of
   * the fields whose value changed; null when there is no such record; 'email-taken' when an
   * application's new e-mail belongs to another application (nothing changes).
   */
  correctRecord(kind: OfficeRecordKind, number: string, fields: Record<string, string>): Promise<{ row: OfficeRow; changed: string[] } | null | 'email-taken'>;
  /** Erases a record's personal data in one transaction, audit entry included; null when there is no such record. */
  eraseRecord(kind: OfficeRecordKind, number: string, erasure: Erasure): Promise<OfficeRow | null>;
  /** Everything held about one e-mail address (compared without case). */
  subjectData(email: string): Promise<SubjectData>;
  /** Numbers of the records not yet erased whose date is before `before` (YYYY-MM-DD); registrations `enrolled` are kept. */
  expiredRecords(kind: OfficeRecordKind, before: string): Promise<string[]>;
}

/** `%text%` for LIKE, with LIKE's own wildcards in `text` taken literally (ESCAPE '!'). */
const containing = (text: string): string => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Whether `text` names `number` itself (GFI10042, not GFI100421). */
const names = (text: string, number: string): boolean => new RegExp(`${number}(?!\\d)`).test(text);

/** The record's day as YYYY-MM-DD from its DD/MM/YYYY date. */
const ISO_DATE = "(substr(date, 7, 4) || '-' || substr(date, 4, 2) || '-' || substr(date, 1, 2))";

export function createPersonalData(db: QueryRunner): PersonalData {
  const find = async (kind: OfficeRecordKind, number: string): Promise<OfficeRow | null> => {
    const [found] = await db.all<Record<string, unknown>>(
      `SELECT ${selectList(kind)} FROM ${TABLE[kind]} WHERE ${NUMBER_COLUMN[kind]} = ?`,
      [number],
    );
    return found ? toRow(kind, found) : null;
  };

  /** Statements deleting the outbox e-mails and idempotency answers that hold the record's data. */
  const purgeCopies = async (number: string, email: string): Promise<Statement[]> => {
    const outbox = await db.all<{ seq: number | string; params: string }>(
      "SELECT seq, params FROM outbox WHERE params LIKE ? ESCAPE '!' OR (? <> '' AND lower(params) LIKE ? ESCAPE '!')",
      [containing(number), email, containing(email.toLowerCase())],
    );
    const held = outbox.filter(({ params }) => names(params, number) || (email !== '' && params.toLowerCase().includes(email.toLowerCase())));
    const keys = await db.all<{ key: string; answer: string }>("SELECT key, answer FROM idempotency_keys WHERE answer LIKE ? ESCAPE '!'", [
      containing(number),
    ]);
    return [
      ...held.map(({ seq }) => ({ sql: 'DELETE FROM outbox WHERE seq = ?', args: [Number(seq)] })),
      ...keys.filter(({ answer }) => names(answer, number)).map(({ key }) => ({ sql: 'DELETE FROM idempotency_keys WHERE key = ?', args: [key] })),
    ];
  };

  return {
    correctRecord: async (kind, number, fields) => {
      const before = await find(kind, number);
      if (!before) return null;
      const columns = recordColumns(kind);
      const changed = Object.keys(fields).filter((field) => fields[field] !== before[field]);
      if (changed.length === 0) return { row: before, changed };
      const sets = changed.map((field) => `${columns[OFFICE_FIELDS[kind].indexOf(field)]} = ?`);
      const args: unknown[] = changed.map((field) => fields[field]);
      if (kind === 'applications' && changed.includes('email')) {
        const hash = emailHash(fields.email ?? '');
        const [taken] = await db.all('SELECT 1 AS taken FROM applicants WHERE email_hash = ? AND application_number <> ?', [hash, number]);
        if (taken) return 'email-taken';
        sets.push('email_hash = ?');
        args.push(hash);
      }
      await db.run(`UPDATE ${TABLE[kind]} SET ${sets.join(', ')} WHERE ${NUMBER_COLUMN[kind]} = ?`, [...args, number]);
      return { row: (await find(kind, number)) ?? before, changed };
    },

    eraseRecord: async (kind, number, { at, actor, reason }) => {
      const before = await find(kind, number);
      if (!before) return null;
      const blanks = PERSONAL_COLUMNS[kind].map((column) => `${column} = ''`);
      if (kind === 'applications') blanks.push(`email_hash = 'erased:' || application_number`);
      await db.batch([
        { sql: `UPDATE ${TABLE[kind]} SET ${blanks.join(', ')}, erased_at = CASE WHEN erased_at = '' THEN ? ELSE erased_at END WHERE ${NUMBER_COLUMN[kind]} = ?`, args: [at, number] },
        ...(await purgeCopies(number, before.email ?? '')),
        // A note's text was logged with it: it goes with the note.
        { sql: "UPDATE audit SET detail = '' WHERE record = ? AND action = 'note'", args: [number] },
        { sql: 'INSERT INTO audit (at, actor, action, record, detail) VALUES (?, ?, ?, ?, ?)', args: [at, actor, 'erase', number, reason] },
      ]);
      return find(kind, number);
    },

    subjectData: async (email) => {
      const address = email.trim().toLowerCase();
      const rowsOf = async (kind: OfficeRecordKind) =>
        (await db.all<Record<string, unknown>>(`SELECT ${selectList(kind)} FROM ${TABLE[kind]} WHERE lower(email) = ? ORDER BY seq`, [address])).map(
          (record) => toRow(kind, record),
        );
      const registrations = await rowsOf('registrations');
      const applications = await rowsOf('applications');
      const numbers = [...registrations.map((r) => r.registrationNumber ?? ''), ...applications.map((r) => r.applicationNumber ?? '')];
      const outbox = await db.all<{ template_id: string; params: string; received_at: string }>(
        "SELECT template_id, params, received_at FROM outbox WHERE lower(params) LIKE ? ESCAPE '!' ORDER BY seq",
        [containing(address)],
      );
      const audit = numbers.length === 0 ? [] : await db.all<AuditEntry>(
        `SELECT at, actor, action, record, detail FROM audit WHERE record IN (${numbers.map(() => '?').join(', ')}) ORDER BY seq`,
        numbers,
      );
      return {
        email: address,
        registrations,
        applications,
        emails: outbox.map((m) => ({ templateId: m.template_id, params: JSON.parse(m.params) as unknown, receivedAt: m.received_at })),
        audit,
      };
    },

    expiredRecords: async (kind, before) => {
      const kept = kind === 'registrations' ? " AND office_status <> 'enrolled'" : '';
      const rows = await db.all<{ number: string }>(
        `SELECT ${NUMBER_COLUMN[kind]} AS number FROM ${TABLE[kind]} WHERE erased_at = '' AND ${ISO_DATE} < ?${kept} ORDER BY seq`,
        [before],
      );
      return rows.map((row) => row.number);
    },
  };
}
