import { COURSES } from '@academy/contracts/catalogue';
import { feeInputSchema, newFeeSchema } from '@academy/contracts/office-rules';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import type { FeeRecord } from '@academy/contracts/records';
import { issueMessages } from '../../../lib/resource/formOutcome';

// The fee form's text fields read as the request's numbers, judged by the contract's schema.

export type FeeField = 'course' | 'feeInr' | 'period' | 'classesPerPeriod' | 'batchSize' | 'classMinutes' | 'included';
export type FeeValues = Record<FeeField, string>;

/** A number field left empty is missing (its schema says what to enter), not zero. */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export function readFeeForm(
  values: FeeValues,
  editing: boolean,
): { ok: true; body: NewFeeInput | FeeInput } | { ok: false; errors: Partial<Record<FeeField, string>> } {
  const fields = {
    feeInr: numberOf(values.feeInr),
    period: values.period === '' ? undefined : values.period,
    classesPerPeriod: numberOf(values.classesPerPeriod),
    batchSize: numberOf(values.batchSize),
    classMinutes: numberOf(values.classMinutes),
    included: values.included,
  };
  const parsed = editing ? feeInputSchema.safeParse(fields) : newFeeSchema.safeParse({ ...fields, course: values.course });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issueMessages<FeeField>(parsed.error.issues) };
}

export const feeValuesOf = (fee: FeeRecord | null): FeeValues => ({
  course: fee?.course ?? '',
  feeInr: fee ? String(fee.feeInr) : '',
  // A period the desk has not confirmed (read from an old fee's text) is chosen again, not kept.
  period: fee?.periodConfirmed ? fee.period : '',
  classesPerPeriod: fee?.classesPerPeriod ? String(fee.classesPerPeriod) : '',
  batchSize: fee ? String(fee.batchSize) : '',
  classMinutes: fee ? String(fee.classMinutes) : '',
  included: fee?.included ?? '',
});

/** The catalogue's full name of a course slug. */
export const courseLabel = (slug: string): string => COURSES.find((course) => course.slug === slug)?.label ?? slug;
