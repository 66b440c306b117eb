import { setupServer } from 'msw/node';
import { defaultConfig } from '../config/siteConfig';

export { http, HttpResponse } from 'msw';

/** Absolute URL of an API path at the default (test) base URL. */
export const apiUrl = (path: string) => `${defaultConfig.apiBaseUrl}${path}`;

/** Absolute URL of the e-mail send endpoint the SDK posts to. */
export const emailSendUrl = `${defaultConfig.email.origin}/api/v1.0/email/send`;

/**
 * An MSW server answering at the HTTP boundary. Call in a test file:
 *   const server = setupApiServer(...handlers);
 * It starts before all tests, resets handlers after each and closes after all.
 */
export function setupApiServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
