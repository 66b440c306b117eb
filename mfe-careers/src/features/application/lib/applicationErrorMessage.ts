import { apiErrorMessage } from '@academy/shared';
import type { PassingRefusal } from '@academy/shared/submissions';

export const APPLICATION_EXISTS_MESSAGE = 'Application already exists.';
const APPLICATION_FAILED_MESSAGE = 'Sorry, your application could not be submitted. Please try again.';

/**
 * The server's 409 for an e-mail that has applied before: "Application already exists." beside
 * Apply for 5 s, then gone, whether the form sent it or it was sent later from the device.
 */
export const DUPLICATE_APPLICATION: PassingRefusal = { status: 409, message: APPLICATION_EXISTS_MESSAGE, durationMs: 5000 };

/** Any other failure: the shared offline sentence, the server's own sentence, else a clear one of ours. */
export function applicationErrorMessage(error: unknown): string {
  return apiErrorMessage(error, APPLICATION_FAILED_MESSAGE);
}
