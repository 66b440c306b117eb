import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { MANAGER_TASKS, managerOnlyMessage } from '@academy/contracts/office-rules';
import { RequestError } from '../validation/RequestError';

// What a desk account may not do (docs/decisions/staff-sign-in.md, "Roles"). Each guard runs
// after staffOnly, which has put the session's account and role on the request.

export type ManagerTask = keyof typeof MANAGER_TASKS;

/** Refuses with 403 and a sentence naming the task unless the signed-in account is a manager. */
export function requireManager(request: FastifyRequest, task: ManagerTask): void {
  if (request.staff?.role !== 'manager') throw new RequestError(403, managerOnlyMessage(MANAGER_TASKS[task]));
}

/**
 * The same as a route's hook, after staffOnly and like it before validation, so a desk account's
 * 403 comes before any 400 about its request: `{ preValidation: [staffOnly, managerOnly('erase')] }`.
 */
export const managerOnly = (task: ManagerTask): preValidationAsyncHookHandler =>
  async function managerGuard(request) {
    requireManager(request, task);
  };
