import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { API_TIMEOUT_MS } from './client';

// A client that sends the browser's cookies (a signed-in session) to another origin, and the
// session's anti-forgery token on every state-changing call. The staff office uses it; the public
// site keeps the plain apiClient and never loads this module.

export interface CredentialedClient {
  get<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /** The session's token, sent as `csrfHeader` on POST, PUT, PATCH and DELETE; null after sign-out. */
  setCsrfToken(token: string | null): void;
  setBaseUrl(url: string): void;
}

/** A credentialed client for `baseUrl`; `csrfHeader` names the token's header. */
export function createCredentialedClient(baseUrl: string, csrfHeader: string): CredentialedClient {
  let baseURL = baseUrl;
  let token: string | null = null;
  let instance: Promise<AxiosInstance> | null = null;
  const axiosInstance = (): Promise<AxiosInstance> => {
    instance ??= import('axios').then(({ default: axios }) => axios.create({ withCredentials: true, timeout: API_TIMEOUT_MS }));
    return instance;
  };
  const writing = (config?: AxiosRequestConfig): AxiosRequestConfig => ({
    baseURL,
    ...config,
    headers: { ...(config?.headers as Record<string, string> | undefined), ...(token ? { [csrfHeader]: token } : {}) },
  });
  return {
    async get(url, config) {
      return (await axiosInstance()).get(url, { baseURL, ...config });
    },
    async post(url, data, config) {
      return (await axiosInstance()).post(url, data, writing(config));
    },
    async put(url, data, config) {
      return (await axiosInstance()).put(url, data, writing(config));
    },
    async patch(url, data, config) {
      return (await axiosInstance()).patch(url, data, writing(config));
    },
    async delete(url, config) {
      return (await axiosInstance()).delete(url, writing(config));
    },
    setCsrfToken(next) {
      token = next;
    },
    setBaseUrl(url) {
      baseURL = url;
    },
  };
}
