import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { defaultConfig } from '../config/siteConfig';

// The one HTTP client of the site; every endpoint function uses it. axios is fetched with the
// first request, so pages that call no endpoint (and every first paint) do not carry it.

/**
 * How long a request may take before the site gives up on it: long enough for a slow phone
 * connection, short enough that a hung API never leaves a form spinning for ever.
 */
export const API_TIMEOUT_MS = 15_000;

let baseURL = defaultConfig.apiBaseUrl;
let instance: Promise<AxiosInstance> | null = null;

function axiosInstance(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) =>
    axios.create({ headers: { 'Content-Type': 'application/json' }, timeout: API_TIMEOUT_MS }),
  );
  return instance;
}

export const apiClient = {
  async get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosInstance()).get<T>(url, { baseURL, ...config });
  },
  async post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosInstance()).post<T>(url, data, { baseURL, ...config });
  },
  async put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosInstance()).put<T>(url, data, { baseURL, ...config });
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> {
    return (await axiosInstance()).delete<T>(url, { baseURL, ...config });
  },
};

export function configureApiClient(url: string): void {
  baseURL = url;
}

/** The full address the client sends `path` to (for the service worker, which has no client). */
export function apiEndpoint(path: string): string {
  return `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Whether `error` is a failed request of apiClient (axios marks its errors). */
function isApiError(error: unknown): error is { code?: string; response?: { status: number; data: unknown } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** What a person reads when the request never reached the API (offline, server down). */
export const OFFLINE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';

/**
 * What a person reads when the server did not answer in time. A write may still have gone
 * through, so it says so; the form keeps what was typed.
 */
export const TIMEOUT_MESSAGE =
  'Our server did not answer in time, so we cannot tell whether this went through. What you typed is still here: please try again in a moment.';

/** True when apiClient gave up waiting (API_TIMEOUT_MS) rather than hearing an answer. */
export function timedOut(error: unknown): boolean {
  return isApiError(error) && !error.response && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
}

/** The HTTP status of an API failure; undefined when no answer came back. */
export function failureStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

/**
 * Whether `error` is an API request that got no answer at all (offline, reset, timeout), or a
 * script chunk the request needed that could not be fetched (webpack's ChunkLoadError).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { name?: unknown }).name === 'ChunkLoadError') return true;
  return (error as { isAxiosError?: unknown }).isAxiosError === true && failureStatus(error) === undefined;
}

/**
 * A sentence for a person from an API failure: the timeout sentence when the server took too
 * long, the offline sentence when no answer came back,
 * the server's `{error}` when it sent one, else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (timedOut(error)) return TIMEOUT_MESSAGE;
    if (!error.response) return OFFLINE_MESSAGE;
    const body = error.response.data as { error?: unknown } | undefined;
    if (body && typeof body.error === 'string') return body.error;
  }
  return fallback;
}

/** The server's message per field from a 400 `{error, fields}`, to show beside each field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields: unknown = isApiError(error) ? (error.response?.data as { fields?: unknown } | undefined)?.fields : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}
