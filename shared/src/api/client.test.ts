/**
 * @jest-environment node
 */
import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosResponse } from 'axios';
import {
  API_TIMEOUT_MS,
  OFFLINE_MESSAGE,
  TIMEOUT_MESSAGE,
  apiClient,
  apiErrorMessage,
  apiFieldErrors,
  configureApiClient,
  failureStatus,
  timedOut,
} from './client';

// What a person reads after a failed request, for every kind of failure the forms meet.

const answered = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
};
const offline = new AxiosError('Network Error', 'ERR_NETWORK');

test('no answer at all reads as the offline sentence', () => {
  expect(apiErrorMessage(offline, 'Fallback.')).toBe(OFFLINE_MESSAGE);
  expect(OFFLINE_MESSAGE).toBe('We could not reach our server. Please check your connection and try again.');
  expect(failureStatus(offline)).toBeUndefined();
});

test("the server's own sentence wins over the fallback, and its status is read", () => {
  const conflict = answered(409, { error: 'Application already exists.' });
  expect(apiErrorMessage(conflict, 'Fallback.')).toBe('Application already exists.');
  expect(failureStatus(conflict)).toBe(409);
});

test('an answer without a sentence, or an error that is not a request, reads as the fallback', () => {
  expect(apiErrorMessage(answered(500, '<html>'), 'Fallback.')).toBe('Fallback.');
  expect(apiErrorMessage(new Error('boom'), 'Fallback.')).toBe('Fallback.');
  expect(failureStatus(new Error('boom'))).toBeUndefined();
});

test("a 400's per-field messages are read for the form, anything else gives none", () => {
  const fields = { email: 'Please enter a valid e-mail address.' };
  expect(apiFieldErrors(answered(400, { error: 'Please enter a valid e-mail address.', fields }))).toEqual(fields);
  expect(apiFieldErrors(answered(500, 'oops'))).toEqual({});
  expect(apiFieldErrors(offline)).toEqual({});
  expect(apiFieldErrors({ response: { data: { fields } } })).toEqual({});
});

test('every request carries the 15 s timeout', async () => {
  let timeout: number | undefined;
  const response = await apiClient.get('/health', {
    adapter: async (config) => {
      timeout = config.timeout;
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  expect(response.status).toBe(200);
  expect(timeout).toBe(API_TIMEOUT_MS);
  expect(API_TIMEOUT_MS).toBe(15_000);
});

test('a write the server never answers gives up with a sentence that says so', async () => {
  const { default: http } = await import('node:http');
  const requests: string[] = [];
  // A server that reads the request and never answers.
  const server = http.createServer((request) => void requests.push(`${request.method} ${request.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  configureApiClient(`http://127.0.0.1:${port}`);
  try {
    // The same client, its wait shortened so the test does not take 15 s.
    const error = await apiClient.post('/registrations', { email: 'a@example.com' }, { timeout: 200 }).catch((e: unknown) => e);
    expect(timedOut(error)).toBe(true);
    expect(apiErrorMessage(error, 'Fallback.')).toBe(TIMEOUT_MESSAGE);
    expect(requests).toEqual(['POST /registrations']);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});
