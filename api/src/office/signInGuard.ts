import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_SLOWED_MESSAGE } from '@academy/contracts/office-rules';
import type { AccountGate, SignInCounts } from './signInCounts';

// Who may have a password or a code checked, decided BEFORE the check, by counts raised in one
// statement each (docs/decisions/staff-sign-in.md):
// - one account from one client: 5 tries in 15 minutes, then 429 until the window ends;
// - one client, any accounts: 20 tries in 15 minutes;
// - one account from anywhere: EVERY check counts, whatever its address: 10 a day freely, then
//   each next check waits 15 s longer than the one before, up to 6 minutes. A delay, never a
//   lock, and no spread of addresses escapes it: at most about 270 checks a day;
// - wrong codes on the account: after 5 the sign-in starts again (password and code), the
//   account is counted 10 checks more and its next check waits 30 minutes: about 130 codes a day.
// A client is an IPv4 address or an IPv6 /56, as the write limit counts it.

export const PAIR_LIMIT = 5;
export const CLIENT_LIMIT = 20;
export const COUNT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_GATE: AccountGate = { freeChecks: 10, stepMs: 15_000, capMs: 6 * 60 * 1000, windowMs: 24 * 60 * 60 * 1000 };
/** The most checks one account may be given in a day, from any number of addresses (asserted by signInBudget.test.ts). */
export const DAILY_CHECK_BUDGET = 300;
/** Wrong codes on an account before its sign-in must start again. */
export const WRONG_CODE_LIMIT = 5;
/** How many checks the account is counted for when its wrong codes reach the limit … */
export const WRONG_CODE_PENALTY = 10;
/** … and how long its next check then waits. */
export const WRONG_CODE_PAUSE_MS = 30 * 60 * 1000;

export type Admission = { admitted: true } | { admitted: false; message: string; retryAfterSeconds: number };

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** Counts this attempt against the pair, the client and the account, and says whether a password may be checked. */
export async function admitSignIn(counts: SignInCounts, account: string, client: string, now: Date): Promise<Admission> {
  const at = now.getTime();
  const pair = await counts.countAttempt('pair', account, client, at, COUNT_WINDOW_MS);
  const byClient = await counts.countAttempt('client', '', client, at, COUNT_WINDOW_MS);
  if (pair.tries > PAIR_LIMIT || byClient.tries > CLIENT_LIMIT) {
    const ends = Math.max(pair.tries > PAIR_LIMIT ? pair.windowEndsMs : 0, byClient.tries > CLIENT_LIMIT ? byClient.windowEndsMs : 0);
    return { admitted: false, message: SIGN_IN_LOCKED_MESSAGE, retryAfterSeconds: seconds(ends - at) };
  }
  const gate = await counts.claimAccountCheck(account, at, ACCOUNT_GATE);
  if ('retryAtMs' in gate) {
    // Waiting out the account's delay is no failure of this client's: it must not lock itself out by retrying.
    await counts.forgetAttempt('pair', account, client);
    await counts.forgetAttempt('client', '', client);
    return { admitted: false, message: SIGN_IN_SLOWED_MESSAGE, retryAfterSeconds: seconds(gate.retryAtMs - at) };
  }
  return { admitted: true };
}

/**
 * After the check: a wrong password stays counted everywhere; a sign-in clears this client's
 * count for the account and the wrong codes, and takes back its own check; a right password
 * still waiting for its second factor was no guess, so it is taken back everywhere.
 */
export async function settleSignIn(
  counts: SignInCounts,
  account: string,
  client: string,
  outcome: 'signed-in' | 'failed' | 'not-a-guess',
): Promise<void> {
  if (outcome === 'failed') return;
  if (outcome === 'signed-in') {
    await counts.clearCount('pair', account, client);
    await counts.clearCount('code', account, '');
  } else await counts.forgetAttempt('pair', account, client);
  await counts.forgetAttempt('client', '', client);
  await counts.forgetAttempt('account', account, '');
}

/**
 * A wrong code after a right password: it stays counted as a check, and it counts on the
 * account's wrong codes. Answers true when they reached the limit: the count starts again and
 * the account is counted `WRONG_CODE_PENALTY` checks more and waits `WRONG_CODE_PAUSE_MS`.
 */
export async function countWrongCode(counts: SignInCounts, account: string, now: Date): Promise<boolean> {
  const at = now.getTime();
  const codes = await counts.countAttempt('code', account, '', at, ACCOUNT_GATE.windowMs);
  if (codes.tries < WRONG_CODE_LIMIT) return false;
  await counts.clearCount('code', account, '');
  await counts.raiseAccountCount(account, WRONG_CODE_PENALTY, at, WRONG_CODE_PAUSE_MS);
  return true;
}
