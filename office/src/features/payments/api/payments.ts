import { activityEntrySchema, paymentLinkSchema } from '@academy/contracts/records';
import type { ActivityEntry, PaymentLink } from '@academy/contracts/records';
import type { MarkPaidInput } from '@academy/contracts/office-rules';
import { officeApi } from '../../../lib/officeApi';

// A registration's payment calls: make a signed payment link, and mark it paid.

const registrationPath = (number: string) => `/office/registrations/${encodeURIComponent(number)}`;

export async function makePaymentLink(number: string, amountInr: number): Promise<PaymentLink> {
  return paymentLinkSchema.parse((await officeApi.post<unknown>(`${registrationPath(number)}/payment-link`, { amountInr })).data);
}

export async function markPaid(number: string, payment: MarkPaidInput): Promise<ActivityEntry> {
  return activityEntrySchema.parse((await officeApi.post<unknown>(`${registrationPath(number)}/payments`, payment)).data);
}
