import { feeListSchema } from '@academy/contracts/records';
import { OFFICE_FEES_PATH } from '@academy/contracts/office-rules';
import type { FeeRecord } from '@academy/contracts/records';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import { officeApi } from './officeApi';

// The fees calls: the published fees (the Fees page, and a registration's payment link starts
// at its course's fee), and publishing, changing and withdrawing one.

const feePath = (course: string) => `${OFFICE_FEES_PATH}/${encodeURIComponent(course)}`;

export const feesApi = {
  list: async (): Promise<FeeRecord[]> => feeListSchema.parse((await officeApi.get<unknown>(OFFICE_FEES_PATH)).data).fees,
  create: async (body: NewFeeInput): Promise<void> => {
    await officeApi.post(OFFICE_FEES_PATH, body);
  },
  update: async (course: string, body: FeeInput): Promise<void> => {
    await officeApi.put(feePath(course), body);
  },
  remove: async (course: string): Promise<void> => {
    await officeApi.delete(feePath(course));
  },
};
