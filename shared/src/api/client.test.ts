import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { OFFLINE_MESSAGE, apiErrorMessage, apiFieldErrors, failureStatus } from './client';

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
