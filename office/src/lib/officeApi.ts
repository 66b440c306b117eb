import { defaultConfig } from '@academy/shared';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import { createCredentialedClient } from '@academy/shared/office-client';

/**
 * The office's one HTTP client: it sends the session cookie to the API's origin and the
 * session's token on every state-changing call. bootstrap points it at config.json's apiBaseUrl.
 */
export const officeApi = createCredentialedClient(defaultConfig.apiBaseUrl, CSRF_HEADER);

/** An absolute URL of the API (a CSV download is a plain link, with the cookie). */
let apiBase = defaultConfig.apiBaseUrl;
export function setApiBase(url: string): void {
  apiBase = url;
  officeApi.setBaseUrl(url);
}
export const apiUrl = (path: string): string => `${apiBase.replace(/\/$/, '')}${path}`;
