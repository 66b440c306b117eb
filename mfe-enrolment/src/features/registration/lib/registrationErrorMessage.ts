import { apiErrorMessage } from '@academy/shared';

export const REGISTRATION_FAILED_MESSAGE = 'Sorry, your registration could not be completed. Please try again.';
export const REGISTRATION_OFFLINE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/** A failure gets a clear sentence beside the button (the server's own when it sent one). */
export function registrationErrorMessage(error: unknown): string {
  const axiosLike = error as { isAxiosError?: boolean; response?: unknown } | null;
  if (axiosLike?.isAxiosError && !axiosLike.response) return REGISTRATION_OFFLINE_MESSAGE;
  return apiErrorMessage(error, REGISTRATION_FAILED_MESSAGE);
}

/** The server's message per field from a 400 `{error, fields}`, to show beside each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { response?: { data?: { fields?: unknown } } } | null)?.response?.data?.fields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}
