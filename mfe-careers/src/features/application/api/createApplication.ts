import { postIdempotent } from '@academy/shared/submissions';
import type { ApplicationInput } from '@academy/shared';
import type { IdempotentPostOptions } from '@academy/shared/submissions';

/**
 * POST /applications: the server validates with the shared schema, refuses an e-mail that has
 * applied before (409), issues the next TGFI number and stores the row in one transaction.
 * Sent with the submission's Idempotency-Key and retried on a dropped connection, so an
 * application is stored once however often it is resent.
 */
export async function createApplication(input: ApplicationInput, options: IdempotentPostOptions): Promise<string> {
  const body: ApplicationInput = {
    name: input.name,
    mobileNumber: input.mobileNumber,
    email: input.email,
    expertIn: input.expertIn,
    level: input.level,
    yoe: input.yoe,
    consent: input.consent,
    website: input.website,
  };
  const { data } = await postIdempotent<{ applicationNumber: string }>('/applications', body, options);
  return data.applicationNumber;
}
