import { officeSummarySchema } from '@academy/contracts/records';
import type { OfficeSummary } from '@academy/contracts/records';
import { officeApi } from '../../../lib/officeApi';

// The office's home: the counts it opens on, read with their contract's schema.

export async function getSummary(): Promise<OfficeSummary> {
  return officeSummarySchema.parse((await officeApi.get<unknown>('/office/summary')).data);
}
