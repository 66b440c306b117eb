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
