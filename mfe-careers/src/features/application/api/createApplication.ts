import { apiClient } from '@academy/shared';
import type { ApplicationInput } from '@academy/shared';

/**
 * POST /applications: the server validates with the shared schema, refuses an e-mail that has
 * applied before (409), issues the next TGFI number and stores the row in one transaction.
 */
export async function createApplication(input: ApplicationInput): Promise<string> {
  const body: ApplicationInput = {
    name: input.name,
    mobileNumber: input.mobileNumber,
    email: input.email,
    expertIn: input.expertIn,
    level: input.level,
    yoe: input.yoe,
    website: input.website,
  };
  const { data } = await apiClient.post<{ applicationNumber: string }>('/applications', body);
  return data.applicationNumber;
}
