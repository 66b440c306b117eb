import { PAYMENT_PATHS, feeListSchema } from '@academy/contracts/records';
import type { FeeRecord } from '@academy/contracts/records';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import { officeApi } from './officeApi';

// The fees calls: the published fees (the Fees page, and a registration's payment link starts
// at its course's fee), and publishing, changing and withdrawing one.

const feePath = (course: string) => `${PAYMENT_PATHS.officeFees}/${encodeURIComponent(course)}`;

export const feesApi = {
  list: async (): Promise<FeeRecord[]> => feeListSchema.parse((await officeApi.get<unknown>(PAYMENT_PATHS.officeFees)).data).fees,
  create: async (body: NewFeeInput): Promise<void> => {
    await officeApi.post(PAYMENT_PATHS.officeFees, body);
  },
  update: async (course: string, body: FeeInput): Promise<void> => {
    await officeApi.put(feePath(course), body);
  },
  remove: async (course: string): Promise<void> => {
    await officeApi.delete(feePath(course));
  },
};
