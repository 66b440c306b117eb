import { apiErrorMessage, failureStatus } from '@academy/shared';
import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_REFUSED_MESSAGE } from '@academy/contracts/office-rules';
import { signInCopy } from '../../content/office';

const answerOf = (error: unknown): Record<string, unknown> => {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
};

/** The API needs the one-time code of an account with two-factor sign-in (`otpRequired: true`). */
export const codeNeeded = (error: unknown): boolean => failureStatus(error) === 401 && answerOf(error).otpRequired === true;

/**
 * The sentence for a refused sign-in: one for a wrong e-mail or password, the API's own for a
 * code that is needed or wrong, a manager not yet enrolled, a wait, or a proxy the API refuses.
 */
export function signInProblem(error: unknown): string {
  const status = failureStatus(error);
  if (codeNeeded(error)) return apiErrorMessage(error, SIGN_IN_REFUSED_MESSAGE);
  if (status === 401) return SIGN_IN_REFUSED_MESSAGE;
  if (status === 429) return apiErrorMessage(error, SIGN_IN_LOCKED_MESSAGE);
  return apiErrorMessage(error, signInCopy.failed);
}
