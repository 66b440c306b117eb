// What the site needs of the published fees besides their schema, with no zod, so a page can
// show a fee without loading the schemas (`@academy/contracts/records/public-fees`). The schema
// of a fee and of `GET /v1/fees` is in ./payments.ts.

/** The public calls of the payments (the office's are in the office rules, which the site never loads). */
export const PAYMENT_PATHS = {
  fees: '/v1/fees',
  paymentLinks: '/v1/payment-links',
} as const;

/** What a course page and the payment page say of a course whose fee is not published. */
export const FEE_NOT_PUBLISHED = 'Fee shared after the free demo';

const inrDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
/** Whole rupees with Indian digit grouping: 150000 → `₹1,50,000`. */
export const formatInr = (rupees: number): string => `₹${inrDigits.format(rupees)}`;

/** What a fee pays for: a month of classes, a level of the course, or a school term. */
export const FEE_PERIODS = ['month', 'level', 'term'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];

/** What the site shows of a fee (a fee record fits it). */
export interface FeeFacts {
  feeInr: number;
  period: FeePeriod;
  /** null for a fee published before fees had periods, until the desk says how many. */
  classesPerPeriod: number | null;
  batchSize: number;
  classMinutes: number;
}

/** Said beside every fee the site shows, with a link to the refund policy. */
export const FEE_REASSURANCE = 'Free demo first: you pay only after choosing a batch';

/** `₹4,800 / month`. */
export const feePrice = (fee: Pick<FeeFacts, 'feeInr' | 'period'>): string => `${formatInr(fee.feeInr)} / ${fee.period}`;

/** `from ₹4,800 / month`, on a course card. */
export const feeFrom = (fee: Pick<FeeFacts, 'feeInr' | 'period'>): string => `from ${feePrice(fee)}`;

/** What the price buys, in order: `8 classes (₹600 a class)`, `up to 6 children`, `60 min`. */
export function feeDetails(fee: FeeFacts): string[] {
  const classes = fee.classesPerPeriod;
  const perClass =
    classes === null ? [] : [`${classes} ${classes === 1 ? 'class' : 'classes'} (${formatInr(Math.round(fee.feeInr / classes))} a class)`];
  return [...perClass, `up to ${fee.batchSize} ${fee.batchSize === 1 ? 'child' : 'children'}`, `${fee.classMinutes} min`];
}

/** `₹4,800 / month · 8 classes (₹600 a class) · up to 6 children · 60 min`. */
export const feeSummary = (fee: FeeFacts): string => [feePrice(fee), ...feeDetails(fee)].join(' · ');

/** The refund and cancellation policy, linked wherever money appears. */
export const REFUND_POLICY = { path: '/refunds', label: 'Refunds and cancellations' } as const;
