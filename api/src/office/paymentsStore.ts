import { z } from 'zod';
import { COURSES } from '@academy/contracts/catalogue';
import { feeInputSchema } from '@academy/contracts/office-rules';
import type { FeeInput, OfficeRecordKind } from '@academy/contracts/office-rules';
import type { ActivityEntry, FeeRecord } from '@academy/contracts/records';
import { at, dayOf, requiredInstantOf } from '../store/queryRunner';
import type { QueryRunner } from '../store/queryRunner';
import type { RecordsDialect } from '../store/typedRecordsMigration';

// The fees the academy publishes (one per course of the catalogue) and each record's activity:
// what staff logged (calls, WhatsApp, e-mails, notes), the payments they marked and the status
// changes the PATCH made. Migration 9 makes both tables; migration 15 gives a fee its period.

export function paymentsSchema(d: RecordsDialect): string[] {
  return [
    `CREATE TABLE fees (course TEXT PRIMARY KEY, fee_inr ${d.bigint} NOT NULL, batch_size INTEGER NOT NULL,
      class_minutes INTEGER NOT NULL, included TEXT NOT NULL, updated_at ${d.instant} NOT NULL)`,
    `CREATE TABLE record_activity (id ${d.serial}, record_kind TEXT NOT NULL, record_number TEXT NOT NULL,
      at ${d.instant} NOT NULL, author TEXT NOT NULL, kind TEXT NOT NULL, outcome TEXT, text TEXT NOT NULL,
      amount_inr ${d.bigint}, paid_on ${d.day}, upi_reference TEXT, status_from TEXT, status_to TEXT)`,
    'CREATE INDEX record_activity_record_idx ON record_activity (record_kind, record_number)',
  ];
}

/** One entry to store: who and when, and what kind of thing happened. */
export type NewActivity = Omit<ActivityEntry, 'at'> & { at: string };

export interface Payments {
  /** The published fees, in catalogue order. */
  listFees(): Promise<FeeRecord[]>;
  findFee(course: string): Promise<FeeRecord | null>;
  /** 'exists' when the course has a fee already (PUT changes it). */
  addFee(course: string, input: FeeInput, updatedAt: string): Promise<FeeRecord | 'exists'>;
  /** null when the course has no fee. */
  updateFee(course: string, input: FeeInput, updatedAt: string): Promise<FeeRecord | null>;
  deleteFee(course: string): Promise<boolean>;
  appendActivity(kind: OfficeRecordKind, number: string, entry: NewActivity): Promise<void>;
  /** Newest first. */
  listActivity(kind: OfficeRecordKind, number: string): Promise<ActivityEntry[]>;
}

interface ActivityRow {
  at: unknown;
  author: string;
  kind: ActivityEntry['kind'];
  outcome: ActivityEntry['outcome'];
  text: string;
  amount_inr: number | string | null;
  paid_on: unknown;
  upi_reference: string | null;
  status_from: string | null;
  status_to: string | null;
}

/**
 * A fee's columns are its input's fields in snake case (`classesPerPeriod` → `classes_per_period`),
 * read from the contract's schema, so a new field of a fee is a column and no code here.
 */
const FEE_FIELDS = Object.keys(feeInputSchema.shape) as (keyof FeeInput)[];
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const isNumber = (field: keyof FeeInput) => feeInputSchema.shape[field] instanceof z.ZodNumber;
const FEE_INPUT_COLUMNS = FEE_FIELDS.map(columnOf);
const FEE_COLUMNS = ['course', ...FEE_INPUT_COLUMNS, 'period_confirmed', 'updated_at'].join(', ');
const CATALOGUE_ORDER = COURSES.map((course) => course.slug);

type FeeRow = Record<string, unknown>;
const feeOf = (row: FeeRow): FeeRecord => {
  const fields = Object.fromEntries(
    FEE_FIELDS.map((field) => {
      const value = row[columnOf(field)];
      return [field, isNumber(field) && value !== null ? Number(value) : value];
    }),
  ) as FeeInput;
  return {
    course: String(row.course),
    ...fields,
    periodConfirmed: Number(row.period_confirmed) === 1,
    updatedAt: requiredInstantOf(row.updated_at),
  };
};

const activityOf = (row: ActivityRow): ActivityEntry => ({
  at: requiredInstantOf(row.at),
  author: row.author,
  kind: row.kind,
  outcome: row.outcome ?? null,
  text: row.text,
  payment:
    row.amount_inr === null
      ? null
      : { amountInr: Number(row.amount_inr), paidOn: dayOf(row.paid_on), upiReference: row.upi_reference ?? '' },
  statusChange: row.status_from === null ? null : { from: row.status_from, to: row.status_to ?? '' },
});

export function createPayments(db: QueryRunner): Payments {
  const findFee = async (course: string) =>
    (await db.all<FeeRow>(`SELECT ${FEE_COLUMNS} FROM fees WHERE course = ?`, [course])).map(feeOf)[0] ?? null;
  // A fee staff save is confirmed: they chose its period.
  const feeArgs = (input: FeeInput, updatedAt: string) => [...FEE_FIELDS.map((field) => input[field]), 1, at(updatedAt)];
  const marks = FEE_FIELDS.map(() => '?').join(', ');
  return {
    listFees: async () =>
      (await db.all<FeeRow>(`SELECT ${FEE_COLUMNS} FROM fees`))
        .map(feeOf)
        .sort((a, b) => CATALOGUE_ORDER.indexOf(a.course as never) - CATALOGUE_ORDER.indexOf(b.course as never)),
    findFee,
    addFee: async (course, input, updatedAt) => {
      const added = await db.run(`INSERT INTO fees (${FEE_COLUMNS}) VALUES (?, ${marks}, ?, ?) ON CONFLICT (course) DO NOTHING`, [
        course,
        ...feeArgs(input, updatedAt),
      ]);
      return added > 0 ? ((await findFee(course)) ?? 'exists') : 'exists';
    },
    updateFee: async (course, input, updatedAt) => {
      const changed = await db.run(
        `UPDATE fees SET ${FEE_INPUT_COLUMNS.map((column) => `${column} = ?`).join(', ')}, period_confirmed = ?, updated_at = ?
         WHERE course = ?`,
        [...feeArgs(input, updatedAt), course],
      );
      return changed > 0 ? findFee(course) : null;
    },
    deleteFee: async (course) => (await db.run('DELETE FROM fees WHERE course = ?', [course])) > 0,
    appendActivity: async (kind, number, entry) => {
      await db.run(
        `INSERT INTO record_activity (record_kind, record_number, at, author, kind, outcome, text, amount_inr, paid_on,
          upi_reference, status_from, status_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          kind,
          number,
          at(entry.at),
          entry.author,
          entry.kind,
          entry.outcome,
          entry.text,
          entry.payment?.amountInr ?? null,
          entry.payment?.paidOn ?? null,
          entry.payment?.upiReference ?? null,
          entry.statusChange?.from ?? null,
          entry.statusChange?.to ?? null,
        ],
      );
    },
    listActivity: async (kind, number) =>
      (
        await db.all<ActivityRow>(
          `SELECT at, author, kind, outcome, text, amount_inr, paid_on, upi_reference, status_from, status_to FROM record_activity
         WHERE record_kind = ? AND record_number = ? ORDER BY at DESC, id DESC`,
          [kind, number],
        )
      ).map(activityOf),
  };
}
