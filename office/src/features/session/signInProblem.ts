import { apiErrorMessage, failureStatus } from '@academy/shared';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '@academy/contracts/office-rules';
import { signInCopy } from '../../content/office';

/** The sentence for a refused sign-in: one for a wrong e-mail or password, one for the lockout. */
export function signInProblem(error: unknown): string {
  const status = failureStatus(error);
  if (status === 401) return SIGN_IN_REFUSED_MESSAGE;
  if (status === 429) return SIGN_IN_LOCKED_MESSAGE;
  return apiErrorMessage(error, signInCopy.failed);
}
