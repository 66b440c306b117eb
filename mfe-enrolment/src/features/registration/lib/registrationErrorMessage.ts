import { apiErrorMessage } from '@academy/shared';

const REGISTRATION_FAILED_MESSAGE = 'Sorry, your registration could not be completed. Please try again.';

/** A failure gets a clear sentence beside the button (offline, the server's own, else ours). */
export function registrationErrorMessage(error: unknown): string {
  return apiErrorMessage(error, REGISTRATION_FAILED_MESSAGE);
}
