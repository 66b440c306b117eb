import { getKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { PAYMENT_PATHS, feeListSchema } from '@academy/contracts/records';
import type { FeeRecord } from '@academy/contracts/records';

/** GET /v1/fees: the fees the academy publishes, in catalogue order. Offline, the copy last fetched. */
export async function getFees(now: () => Date): Promise<Kept<FeeRecord[]>> {
  const { data, offlineAsOf } = await getKept(PAYMENT_PATHS.fees, (body) => feeListSchema.parse(body), now);
  return { data: data.fees, offlineAsOf };
}
