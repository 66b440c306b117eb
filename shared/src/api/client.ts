import axios, { isAxiosError } from 'axios';
import { defaultConfig } from '../config/siteConfig';

/** The one HTTP client of the site; every endpoint function uses it. */
export const apiClient = axios.create({
  baseURL: defaultConfig.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
});

export function configureApiClient(baseURL: string): void {
  apiClient.defaults.baseURL = baseURL;
}

/** What a person reads when the request never reached the API (offline, server down). */
export const OFFLINE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/** The HTTP status of an API failure; undefined when no answer came back. */
export function failureStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * A sentence for a person from an API failure: the offline sentence when no answer came back,
 * the server's `{error}` when it sent one, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    if (!error.response) return OFFLINE_MESSAGE;
    const body = error.response.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string') return body.error;
  }
  return fallback;
}

/** The server's message per field from a 400 `{error, fields}`, to show beside each field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields: unknown = isAxiosError(error) ? (error.response?.data as { fields?: unknown } | undefined)?.fields : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}

/** `{ values: string[][] }` responses of the sheet-like endpoints. */
export interface SheetResponse {
  values?: string[][];
}
