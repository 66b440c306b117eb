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

/** A sentence for a person from an API failure: the server's `{error}` when it sent one. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isAxiosError(error)) {
    const body = error.response?.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string') return body.error;
  }
  return fallback;
}

/** `{ values: string[][] }` responses of the sheet-like endpoints. */
export interface SheetResponse {
  values?: string[][];
}
