import { API_PATHS } from '@academy/contracts/records/api-paths';
import type { ApplicationCreated } from '@academy/contracts/records';
import { postIdempotent } from '@academy/shared/submissions';
import type { IdempotentAnswer, IdempotentPostOptions } from '@academy/shared/submissions';
import type { ApplicationBody } from '../lib/applicationValues';

/**
 * POST /applications: the server validates with the shared schema, refuses an e-mail that has
 * applied before (409), issues the next TGFI number, stores the application (with the opening
 * applied for, when there is one) and queues its two e-mails in one transaction; the server sends
 * them. Sent with the submission's Idempotency-Key and retried on a dropped connection, so an
 * application is stored once however often it is resent.
 */
export async function createApplication(
  body: ApplicationBody,
  options: IdempotentPostOptions,
): Promise<IdempotentAnswer<ApplicationCreated>> {
  return postIdempotent<ApplicationCreated>(API_PATHS.applications, body, options);
}
