import { MANAGER_MUST_ENROL_MESSAGE, OTP_NEEDED_MESSAGE, SIGN_IN_SLOWED_MESSAGE } from '@academy/contracts/office-rules';
import { codeNeeded, signInProblem } from './signInProblem';

// A failed request as the client reports it (axios marks its errors with isAxiosError).
const answered = (status: number, data: unknown) => ({ isAxiosError: true, message: `status ${status}`, response: { status, data } });
const offline = { isAxiosError: true, code: 'ERR_NETWORK', message: 'Network Error' };

test('a wrong e-mail or password reads as one sentence that does not say which', () => {
  expect(signInProblem(answered(401, { error: 'Anything.' }))).toBe('The e-mail or password is not right.');
  expect(codeNeeded(answered(401, { error: 'Anything.' }))).toBe(false);
});

test("an account with two-factor sign-in is asked for its code, in the API's words", () => {
  const needed = answered(401, { error: OTP_NEEDED_MESSAGE, otpRequired: true });
  expect(codeNeeded(needed)).toBe(true);
  expect(signInProblem(needed)).toBe(OTP_NEEDED_MESSAGE);
});

test('a manager not yet enrolled is told what to ask for', () => {
  expect(signInProblem(answered(403, { error: MANAGER_MUST_ENROL_MESSAGE, enrolRequired: true }))).toBe(MANAGER_MUST_ENROL_MESSAGE);
});

test("the lockout says to wait 15 minutes; a slowed account says the API's sentence", () => {
  expect(signInProblem(answered(429, {}))).toBe('Too many failed sign-ins. Please wait 15 minutes and try again.');
  expect(signInProblem(answered(429, { error: SIGN_IN_SLOWED_MESSAGE }))).toBe(SIGN_IN_SLOWED_MESSAGE);
});

test('a server failure gives its own sentence, or the fallback, and no answer the offline sentence', () => {
  expect(signInProblem(answered(500, { error: 'Something went wrong on our side.' }))).toBe('Something went wrong on our side.');
  expect(signInProblem(answered(503, '<html>'))).toBe('Signing in did not work. Please try again.');
  expect(signInProblem(offline)).toMatch(/could not reach our server/);
});
