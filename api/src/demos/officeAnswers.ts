import type { FastifyRequest } from 'fastify';
import { errorResponseSchema } from '@academy/contracts/records';
import type { Store } from '../store/Store';

// What the office's demo routes share: the refusals they may answer, described once for the API's
// description, and the audit line each change leaves.

export const OFFICE_REFUSALS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Writes one audit line for the signed-in staff member, at `at` (now unless given). */
export const auditWith =
  (store: Store, now: () => Date) =>
  (request: FastifyRequest, action: string, record: string, detail: string, at: Date = now()): Promise<void> =>
    store.office.appendAudit({ at: at.toISOString(), actor: request.staff?.email ?? '', action, record, detail });
