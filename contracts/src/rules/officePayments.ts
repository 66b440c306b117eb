import { z } from 'zod';
import { COURSES } from '../catalogue/courses';
import { isoDaySchema } from '../records/instants';
import { checkPlainText } from './validators';
import { FEE_PERIODS } from '../records/publicFees';

// What staff send to publish a fee, make a payment link, mark a registration paid and log an
// activity: judged by the same schemas in the office's forms and in the API.

/** What staff log by hand. */
export const ACTIVITY_KINDS = ['call', 'whatsapp', 'note', 'email'] as const;
export const ACTIVITY_OUTCOMES = ['reached', 'no-answer', 'call-back', 'wrong-number'] as const;
export const ACTIVITY_TEXT_MAX = 2000;
/** The largest amount a fee, a link or a payment may name, in rupees. */
export const AMOUNT_MAX_INR = 10_000_000;

const wholeRupees = (label: string) =>
  z
    .number(`Enter the ${label} in whole rupees.`)
    .int(`Enter the ${label} in whole rupees.`)
    .min(1, `The ${label} must be at least ₹1.`)
    .max(AMOUNT_MAX_INR, `The ${label} is too large.`);

const plain = (label: string, max: number, required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, `The ${label} holds at most ${max} characters.`)
    .superRefine((value, context) => {
      const problem = checkPlainText(label)(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

export const feeInputSchema = z.strictObject({
  feeInr: wholeRupees('fee'),
  period: z.enum(FEE_PERIODS, 'Say what the fee pays for: a month, a level or a term.'),
  classesPerPeriod: z
    .number('Enter how many classes the fee covers.')
    .int('Enter the classes as a whole number.')
    .min(1, 'The fee covers at least 1 class.')
    .max(200, 'The fee covers at most 200 classes.'),
  batchSize: z
    .number('Enter the batch size.')
    .int('Enter the batch size as a whole number.')
    .min(1, 'A batch has at least 1 child.')
    .max(100, 'A batch has at most 100 children.'),
  classMinutes: z
    .number('Enter the class length.')
    .int('Enter the class length in whole minutes.')
    .min(15, 'A class lasts at least 15 minutes.')
    .max(240, 'A class lasts at most 240 minutes.'),
  included: plain('what is included', 500, 'Say what the fee includes.'),
});
export type FeeInput = z.infer<typeof feeInputSchema>;

/** Where staff publish fees: `GET`, `POST` and `PUT`/`DELETE /:course`. */
export const OFFICE_FEES_PATH = '/office/fees';

/** `POST /office/fees`: a fee for a course of the catalogue that has none yet. */
export const newFeeSchema = feeInputSchema.extend({
  course: z.enum(COURSES.map((course) => course.slug) as [string, ...string[]], 'Choose a course of the catalogue.'),
});
export type NewFeeInput = z.infer<typeof newFeeSchema>;

export const paymentLinkInputSchema = z.strictObject({ amountInr: wholeRupees('amount') });

export const markPaidSchema = z.strictObject({
  amountInr: wholeRupees('amount'),
  paidOn: isoDaySchema,
  upiReference: z
    .string('Enter the UPI reference.')
    .trim()
    .min(1, 'Enter the UPI reference.')
    .max(40, 'The UPI reference holds at most 40 characters.')
    .regex(/^[A-Za-z0-9-]+$/, 'The UPI reference holds letters and digits only.'),
});
export type MarkPaidInput = z.infer<typeof markPaidSchema>;

export const activityInputSchema = z
  .strictObject({
    kind: z.enum(ACTIVITY_KINDS, 'Choose call, WhatsApp, note or e-mail.'),
    outcome: z.enum(ACTIVITY_OUTCOMES, 'Choose one of the outcomes.').optional(),
    text: plain('text', ACTIVITY_TEXT_MAX, 'Write what happened.'),
  })
  .refine((entry) => entry.outcome === undefined || entry.kind === 'call' || entry.kind === 'whatsapp', {
    message: 'Only a call or a WhatsApp message has an outcome.',
    path: ['outcome'],
  });
export type ActivityInput = z.infer<typeof activityInputSchema>;
