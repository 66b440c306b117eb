import { apiErrorMessage } from '@academy/shared';

export const APPLICATION_EXISTS_MESSAGE = 'Application already exists.';
export const APPLICATION_FAILED_MESSAGE = 'Sorry, your application could not be submitted. Please try again.';
export const APPLICATION_OFFLINE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

interface HttpFailure {
  isAxiosError?: boolean;
  response?: { status?: number };
}

/** The server's 409 for an e-mail that has applied before. */
export function isDuplicateApplication(error: unknown): boolean {
  return (error as HttpFailure | null)?.response?.status === 409;
}

/** Any other failure: the server's own sentence when it sent one, else a clear one of ours. */
export function applicationErrorMessage(error: unknown): string {
  const failure = error as HttpFailure | null;
  if (failure?.isAxiosError && !failure.response) return APPLICATION_OFFLINE_MESSAGE;
  return apiErrorMessage(error, APPLICATION_FAILED_MESSAGE);
}
