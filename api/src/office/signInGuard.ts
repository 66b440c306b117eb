import { SIGN_IN_LOCKED_MESSAGE, SIGN_IN_SLOWED_MESSAGE } from '@academy/contracts/office-rules';
import type { AccountGate, SignInCounts } from './signInCounts';

// Who may have a password checked, decided BEFORE the check, by counts raised in one statement
// each (docs/decisions/staff-sign-in.md):
// - one account from one client: 5 tries in 15 minutes, then 429 until the window ends;
// - one client, any accounts: 20 tries in 15 minutes;
// - one account from anywhere: 10 checks a day freely, then each next check waits 15 s longer
//   than the one before, up to 5 minutes: slow distributed guessing is slowed, never a lock;
// - of those account checks, one client's count for at most 5 a day: past its share a client's
//   tries still wait out the account's delay but neither raise it nor push it back, so one
//   client alone (however patient) can never slow the account for anyone else.
// A client is an IPv4 address or an IPv6 /64, so no one else's failures count against it.

export const PAIR_LIMIT = 5;
export const CLIENT_LIMIT = 20;
export const COUNT_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_GATE: AccountGate = { freeChecks: 10, stepMs: 15_000, capMs: 5 * 60 * 1000, windowMs: 24 * 60 * 60 * 1000 };
/** The most tries of one client that count on an account's daily count: half its free checks. */
export const CLIENT_SHARE = 5;

/** `countedOnAccount`: whether this try raised the account's count (and must be taken back if it was no guess). */
export type Admission = { admitted: true; countedOnAccount: boolean } | { admitted: false; message: string; retryAfterSeconds: number };

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
  const share = await counts.countAttempt('share', account, client, at, ACCOUNT_GATE.windowMs);
  const countedOnAccount = share.tries <= CLIENT_SHARE;
  let retryAtMs: number | null = null;
  if (countedOnAccount) {
    const gate = await counts.claimAccountCheck(account, at, ACCOUNT_GATE);
    if ('retryAtMs' in gate) retryAtMs = gate.retryAtMs;
  } else {
    // Past its share: the client waits like everyone else, but its tries move nothing.
    const nextCheck = await counts.nextAccountCheck(account);
    if (nextCheck > at) retryAtMs = nextCheck;
  }
  if (retryAtMs !== null) {
    // Waiting out the account's delay is no failure of this client's: it must not lock itself out by retrying.
    await counts.forgetAttempt('pair', account, client);
    await counts.forgetAttempt('client', '', client);
    await counts.forgetAttempt('share', account, client);
    return { admitted: false, message: SIGN_IN_SLOWED_MESSAGE, retryAfterSeconds: seconds(retryAtMs - at) };
  }
  return { admitted: true, countedOnAccount };
}

/**
 * After the check: a failure stays counted; a sign-in clears this client's count for the account
 * and takes back its own try elsewhere; a right password still waiting for its second factor
 * (or a manager not yet enrolled) was no guess, so it is taken back everywhere.
 */
export async function settleSignIn(
  counts: SignInCounts,
  account: string,
  client: string,
  outcome: 'signed-in' | 'failed' | 'not-a-guess',
  countedOnAccount: boolean,
): Promise<void> {
  if (outcome === 'failed') return;
  if (outcome === 'signed-in') await counts.clearPair(account, client);
  else {
    await counts.forgetAttempt('pair', account, client);
    await counts.forgetAttempt('share', account, client);
  }
  await counts.forgetAttempt('client', '', client);
  if (countedOnAccount) await counts.forgetAttempt('account', account, '');
}
