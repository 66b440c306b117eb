import { APPLICANT_COLUMNS, REGISTRATION_COLUMNS } from '@academy/contracts/office-rules';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import { CONSENT_COLUMNS, SHEET_COLUMNS } from '../store/sheetColumns';
import type { QueryRunner } from './officeStore';

// Registrations and applications as the office lists, searches, updates and exports them.
// Newest first by arrival (seq). The search `q` is read by its shape so each kind of search
// uses an index: a number (unique index), an e-mail (index on lower(email)), a mobile number
// (index on the number; see phoneMatch),
// anything else a name.

export interface RecordFilters {
  q?: string;
  course?: string;
  status?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/** One row: the sheet's fields by column name, then the staff's status and note. */
export type OfficeRow = Record<string, string>;

export const TABLE: Record<OfficeRecordKind, 'registrations' | 'applicants'> = {
  registrations: 'registrations',
  applications: 'applicants',
};
export const NUMBER_COLUMN: Record<OfficeRecordKind, string> = {
  registrations: 'registration_number',
  applications: 'application_number',
};
const NAME_COLUMNS: Record<OfficeRecordKind, string[]> = {
  registrations: ['parent_name', 'child_name'],
  applications: ['name'],
};

/**
 * Field names of an office row: the sheet's column names, except the applicant sheet's own
 * trailing `status` (its N/Y), which is `sheetStatus` so it stands apart from the staff's status;
 * then the staff's status and note, and when the person consented, to which privacy notice.
 */
export const OFFICE_FIELDS: Record<OfficeRecordKind, readonly string[]> = {
  registrations: [...REGISTRATION_COLUMNS, 'status', 'note', 'consentAt', 'consentNotice', 'erasedAt'],
  applications: [
    ...APPLICANT_COLUMNS.map((c) => (c === 'status' ? 'sheetStatus' : c)), 'status', 'note', 'consentAt', 'consentNotice', 'erasedAt',
  ],
};

/** The columns behind OFFICE_FIELDS, in the same order. */
export const recordColumns = (kind: OfficeRecordKind): string[] => [
  ...SHEET_COLUMNS[TABLE[kind]], 'office_status', 'note', ...CONSENT_COLUMNS, 'erased_at',
];

export const selectList = (kind: OfficeRecordKind): string => ['seq', ...recordColumns(kind)].join(', ');

const NUMBER_SHAPE = /^t?gfi\d+$/i;
const PHONE_SHAPE = /^\+?[\d\s-]{4,}$/;

/**
 * A mobile number as typed, with or without its country code. Registrations keep the code in
 * its own column, so each split of the leading 1 to 3 digits is tried (each an index look-up);
 * an applicant's number includes its code, so a number typed without one matches the ending.
 */
function phoneMatch(kind: OfficeRecordKind, digits: string): { sql: string; args: unknown[] } {
  if (kind === 'applications') return { sql: '(mobile_number = ? OR mobile_number LIKE ?)', args: [digits, `%${digits}`] };
  const splits = [1, 2, 3].filter((n) => digits.length > n + 4);
  const candidates = [digits, ...splits.map((n) => digits.slice(n))];
  // The IN list alone decides which index entries are read; the OR then checks each split's code.
  return {
    sql: `mobile_number IN (${candidates.map(() => '?').join(', ')}) AND (mobile_number = ?${splits
      .map(() => ' OR (mobile_number = ? AND country_code = ?)')
      .join('')})`,
    args: [...candidates, digits, ...splits.flatMap((n) => [digits.slice(n), digits.slice(0, n)])],
  };
}

/** The WHERE clause and its arguments for the filters (dates compared as YYYY-MM-DD). */
function whereFor(kind: OfficeRecordKind, filters: RecordFilters): { sql: string; args: unknown[] } {
  const parts: string[] = [];
  const args: unknown[] = [];
  const q = filters.q?.trim() ?? '';
  if (q !== '') {
    if (NUMBER_SHAPE.test(q)) {
      parts.push(`${NUMBER_COLUMN[kind]} = ?`);
      args.push(q.toUpperCase());
    } else if (q.includes('@')) {
      parts.push('lower(email) = ?');
      args.push(q.toLowerCase());
    } else if (PHONE_SHAPE.test(q)) {
      const digits = q.replace(/\D/g, '');
      const phone = phoneMatch(kind, digits);
      parts.push(phone.sql);
      args.push(...phone.args);
    } else {
      const names = NAME_COLUMNS[kind].map((c) => `lower(${c}) LIKE ?`);
      parts.push(`(${names.join(' OR ')})`);
      for (let i = 0; i < names.length; i += 1) args.push(`%${q.toLowerCase().replace(/[%_\\]/g, '')}%`);
    }
  }
  if (filters.course) {
    parts.push(kind === 'registrations' ? 'course = ?' : 'expert_in = ?');
    args.push(filters.course);
  }
  if (filters.status) {
    parts.push('office_status = ?');
    args.push(filters.status);
  }
  const isoDate = "(substr(date, 7, 4) || '-' || substr(date, 4, 2) || '-' || substr(date, 1, 2))";
  if (filters.from) {
    parts.push(`${isoDate} >= ?`);
    args.push(filters.from);
  }
  if (filters.to) {
    parts.push(`${isoDate} <= ?`);
    args.push(filters.to);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', args };
}

export function toRow(kind: OfficeRecordKind, record: Record<string, unknown>): OfficeRow {
  const cells = recordColumns(kind).map((c) => String(record[c] ?? ''));
  return Object.fromEntries(OFFICE_FIELDS[kind].map((field, i) => [field, cells[i] ?? '']));
}

export interface OfficeRecords {
  listRecords(kind: OfficeRecordKind, filters: RecordFilters, limit: number, offset: number): Promise<{ rows: OfficeRow[]; total: number }>;
  findRecord(kind: OfficeRecordKind, number: string): Promise<OfficeRow | null>;
  /** Sets the staff's status and/or note; an applicant's own last column is Y once the status is not `new`. */
  updateRecord(kind: OfficeRecordKind, number: string, update: { status?: string; note?: string }): Promise<OfficeRow | null>;
  /** Every matching row, newest first, read in batches so the whole list is never in memory. */
  streamRecords(kind: OfficeRecordKind, filters: RecordFilters, batchSize?: number): AsyncIterable<OfficeRow[]>;
}

export function createOfficeRecords(db: QueryRunner): OfficeRecords {
  const findRecord = async (kind: OfficeRecordKind, number: string): Promise<OfficeRow | null> => {
    const found = await db.all<Record<string, unknown>>(
      `SELECT ${selectList(kind)} FROM ${TABLE[kind]} WHERE ${NUMBER_COLUMN[kind]} = ?`,
      [number],
    );
    return found[0] ? toRow(kind, found[0]) : null;
  };
  return {
    listRecords: async (kind, filters, limit, offset) => {
      const where = whereFor(kind, filters);
      const records = await db.all<Record<string, unknown>>(
        `SELECT ${selectList(kind)} FROM ${TABLE[kind]} ${where.sql} ORDER BY seq DESC LIMIT ? OFFSET ?`,
        [...where.args, limit, offset],
      );
      const [count] = await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${TABLE[kind]} ${where.sql}`, where.args);
      return { rows: records.map((r) => toRow(kind, r)), total: Number(count?.n ?? 0) };
    },
    findRecord,
    updateRecord: async (kind, number, update) => {
      const sets: string[] = [];
      const args: unknown[] = [];
      if (update.status !== undefined) {
        sets.push('office_status = ?');
        args.push(update.status);
        if (kind === 'applications') {
          sets.push('status = ?');
          args.push(update.status === 'new' ? 'N' : 'Y');
        }
      }
      if (update.note !== undefined) {
        sets.push('note = ?');
        args.push(update.note);
      }
      if (sets.length === 0) return findRecord(kind, number);
      const changed = await db.run(
        `UPDATE ${TABLE[kind]} SET ${sets.join(', ')} WHERE ${NUMBER_COLUMN[kind]} = ?`,
        [...args, number],
      );
      return changed === 0 ? null : findRecord(kind, number);
    },
    streamRecords: async function* stream(kind, filters, batchSize = 2000) {
      const where = whereFor(kind, filters);
      let before = Number.MAX_SAFE_INTEGER;
      for (;;) {
        const keyset = where.sql ? `${where.sql} AND seq < ?` : 'WHERE seq < ?';
        const records = await db.all<Record<string, unknown>>(
          `SELECT ${selectList(kind)} FROM ${TABLE[kind]} ${keyset} ORDER BY seq DESC LIMIT ?`,
          [...where.args, before, batchSize],
        );
        if (records.length === 0) return;
        yield records.map((r) => toRow(kind, r));
        if (records.length < batchSize) return;
        before = Number(records[records.length - 1]?.seq);
      }
    },
  };
}
