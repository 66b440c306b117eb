import type { FeeRecord } from '@academy/contracts/records';
import type { FeeInput, NewFeeInput } from '@academy/contracts/office-rules';
import { feesApi } from '../../../lib/feesApi';
import type { Resource } from '../../../lib/resource/resource';
import { feesCopy as copy } from '../../../content/payments';
import { courseLabel } from './feeForm';

/**
 * Fees: one per course, named and addressed by it; a new one names its course, a change does not.
 * The list is every course of the catalogue, a fee or not, so it has its own columns (FeesPage).
 */
export const feeResource = {
  api: feesApi,
  idOf: (fee) => fee.course,
  one: (fee) => copy.one(courseLabel(fee.course)),
  copy: { ...copy, editHeading: (fee) => copy.editHeading(courseLabel(fee.course)) },
} satisfies Resource<FeeRecord, NewFeeInput | FeeInput>;
