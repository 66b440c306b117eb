import { PAYMENT_PATHS } from '@academy/contracts/records/public-fees';
import type { FeeRecord } from '@academy/contracts/records';
import { getKept } from '../api/keptCopy';
import type { Kept } from '../api/keptCopy';
import { readFeeList } from './readFeeList';

/**
 * GET /v1/fees: the fees the academy publishes, in catalogue order; any status other than 200
 * is a failure. Offline, the copy last fetched.
 */
export async function getFees(now: () => Date): Promise<Kept<FeeRecord[]>> {
  return getKept(PAYMENT_PATHS.fees, readFeeList, now);
}
