import { feeListSchema } from '@academy/contracts/records';
import type { FeeRecord } from '@academy/contracts/records';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import { resourceApi } from './resource/resourceApi';

// The fees calls, here rather than in the Fees page's feature because a registration's payment
// link starts at its course's fee too (features/payments). A new fee names its course; a change
// is addressed by it.
export const feesApi = resourceApi<FeeRecord, NewFeeInput | FeeInput>('fees', (data) => feeListSchema.parse(data).fees);
