import { apiClient } from '@academy/shared';
import { PAYMENT_PATHS, feeListSchema } from '@academy/contracts/records';
import type { FeeRecord } from '@academy/contracts/records';

/** GET /v1/fees: the fees the academy publishes; any status other than 200 is a failure. */
export async function getFees(): Promise<FeeRecord[]> {
  const response = await apiClient.get<unknown>(PAYMENT_PATHS.fees, { validateStatus: (status) => status === 200 });
  return feeListSchema.parse(response.data).fees;
}
