import { apiErrorMessage, failureStatus } from '@academy/shared';

export const APPLICATION_EXISTS_MESSAGE = 'Application already exists.';
const APPLICATION_FAILED_MESSAGE = 'Sorry, your application could not be submitted. Please try again.';

/** The server's 409 for an e-mail that has applied before. */
export function isDuplicateApplication(error: unknown): boolean {
  return failureStatus(error) === 409;
}

/** Any other failure: the shared offline sentence, the server's own sentence, else a clear one of ours. */
export function applicationErrorMessage(error: unknown): string {
  return apiErrorMessage(error, APPLICATION_FAILED_MESSAGE);
}
