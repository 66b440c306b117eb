import { signInProblem } from './signInProblem';

// A failed request as the client reports it (axios marks its errors with isAxiosError).
const answered = (status: number, data: unknown) => ({ isAxiosError: true, message: `status ${status}`, response: { status, data } });
const offline = { isAxiosError: true, code: 'ERR_NETWORK', message: 'Network Error' };

test('a wrong e-mail or password reads as one sentence that does not say which', () => {
  expect(signInProblem(answered(401, { error: 'Anything.' }))).toBe('The e-mail or password is not right.');
});

test('the lockout says to wait 15 minutes', () => {
  expect(signInProblem(answered(429, {}))).toBe('Too many failed sign-ins. Please wait 15 minutes and try again.');
});

test('a server failure gives its own sentence, or the fallback, and no answer the offline sentence', () => {
  expect(signInProblem(answered(500, { error: 'Something went wrong on our side.' }))).toBe('Something went wrong on our side.');
  expect(signInProblem(answered(503, '<html>'))).toBe('Signing in did not work. Please try again.');
  expect(signInProblem(offline)).toMatch(/could not reach our server/);
});
