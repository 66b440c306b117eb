import { createHash } from 'node:crypto';
import type { QueryRunner } from '../store/queryRunner';

// The sign-in counts in the database, shared by every API instance over the store. Each count is
// raised by ONE statement (an upsert answering the new count) before the password is checked, so
// requests sent in parallel each see a different count and no read-then-write gap lets a burst
// through. Times are epoch milliseconds. The policy that uses them is signInGuard.ts.
// An account is stored as the SHA-256 of what was typed as the e-mail, never the text itself:
// a password typed into the e-mail box must not land in the database.

/**
 * `pair`: one account from one client; `client`: one client, any account; `account`: any client
 * (every check, with its growing delay); `code`: wrong second-factor codes on the account.
 */
export type CountScope = 'pair' | 'client' | 'account' | 'code';

export interface AccountGate {
  /** Checks on the account in its window that wait for nothing. */
  freeChecks: number;
  /** Each check past the free ones waits this much longer after the one before … */
  stepMs: number;
  /** … up to this. */
  capMs: number;
  windowMs: number;
}

export interface SignInCounts {
  /** One more attempt in a fixed window of `windowMs`: the count after it and when its window ends. */
  countAttempt(
    scope: 'pair' | 'client' | 'code',
    account: string,
    client: string,
    nowMs: number,
    windowMs: number,
  ): Promise<{ tries: number; windowEndsMs: number }>;
  /**
   * One more check on the account, allowed only when its growing delay has passed: the count
   * after it, or, when refused (and then not counted), the moment the next check is allowed.
   */
  claimAccountCheck(account: string, nowMs: number, gate: AccountGate): Promise<{ tries: number } | { retryAtMs: number }>;
  /** Counts `checks` more on the account at once (a penalty), and holds its next check at least `pauseMs` from now. */
  raiseAccountCount(account: string, checks: number, nowMs: number, pauseMs: number): Promise<void>;
  /** Takes back one attempt that turned out not to be a failure (a right password, a refused try). */
  forgetAttempt(scope: CountScope, account: string, client: string): Promise<void>;
  /** Drops one count (a client's count on an account after it signed in, the wrong codes after a right one). */
  clearCount(scope: CountScope, account: string, client: string): Promise<void>;
  /** Drops every count of an account (the staff CLI's `unlock`); answers how many there were. */
  unlockAccount(account: string): Promise<number>;
  /** Drops counts whose window ended before `beforeMs` and whose delay has passed. */
  pruneSignInCounts(beforeMs: number): Promise<void>;
}

/** The stored key of an account's counts (empty for the client's own count). */
export const accountKey = (account: string): string =>
  account === '' ? '' : createHash('sha256').update(`sign-in:${account}`).digest('hex');

const numberOf = (value: number | string | undefined): number => Number(value ?? 0);
const int = (value: number): string => String(Math.trunc(value));

/** SQL for the delay after `tries` checks in the window (both stores read the same CASE). */
function delaySql(tries: string, gate: AccountGate): string {
  const over = `(${tries} - ${int(gate.freeChecks)})`;
  return `(CASE WHEN ${over} <= 0 THEN 0 WHEN ${over} * ${int(gate.stepMs)} >= ${int(gate.capMs)} THEN ${int(gate.capMs)}
    ELSE ${over} * ${int(gate.stepMs)} END)`;
}

export function createSignInCounts(db: QueryRunner): SignInCounts {
  return {
    countAttempt: async (scope, account, client, nowMs, windowMs) => {
      const key = accountKey(account);
      const cut = nowMs - windowMs;
      const [row] = await db.all<{ tries: number | string; window_start_ms: number | string }>(
        `INSERT INTO sign_in_counts (scope, account, client, tries, window_start_ms, next_check_ms) VALUES (?, ?, ?, 1, ?, 0)
         ON CONFLICT (scope, account, client) DO UPDATE SET
           tries = CASE WHEN sign_in_counts.window_start_ms <= ? THEN 1 ELSE sign_in_counts.tries + 1 END,
           window_start_ms = CASE WHEN sign_in_counts.window_start_ms <= ? THEN excluded.window_start_ms ELSE sign_in_counts.window_start_ms END
         RETURNING tries, window_start_ms`,
        [scope, key, client, nowMs, cut, cut],
      );
      return { tries: numberOf(row?.tries), windowEndsMs: numberOf(row?.window_start_ms) + windowMs };
    },

    claimAccountCheck: async (account, nowMs, gate) => {
      const now = int(nowMs);
      const cut = int(nowMs - gate.windowMs);
      const tries = `(CASE WHEN sign_in_counts.window_start_ms <= ${cut} THEN 1 ELSE sign_in_counts.tries + 1 END)`;
      const next = `${now} + ${delaySql(tries, gate)}`;
      // The WHERE makes this a compare-and-set: while the delay runs, the row is left as it is and
      // nothing is returned, however many requests arrive at once. A check within the free ones is
      // never refused, and the next allowed check never moves back: a request whose clock read
      // came a moment before another's, but whose statement ran after it, is not a spurious 429.
      const rows = await db.all<{ tries: number | string }>(
        `INSERT INTO sign_in_counts (scope, account, client, tries, window_start_ms, next_check_ms) VALUES ('account', ?, '', 1, ?, ?)
         ON CONFLICT (scope, account, client) DO UPDATE SET
           tries = ${tries},
           window_start_ms = CASE WHEN sign_in_counts.window_start_ms <= ${cut} THEN excluded.window_start_ms ELSE sign_in_counts.window_start_ms END,
           next_check_ms = CASE WHEN sign_in_counts.next_check_ms > ${next} THEN sign_in_counts.next_check_ms ELSE ${next} END
         WHERE sign_in_counts.next_check_ms <= ${now} OR ${tries} <= ${int(gate.freeChecks)}
         RETURNING tries`,
        [accountKey(account), nowMs, nowMs],
      );
      if (rows[0]) return { tries: numberOf(rows[0].tries) };
      const [held] = await db.all<{ next_check_ms: number | string }>(
        "SELECT next_check_ms FROM sign_in_counts WHERE scope = 'account' AND account = ? AND client = ''",
        [accountKey(account)],
      );
      return { retryAtMs: numberOf(held?.next_check_ms) };
    },

    raiseAccountCount: async (account, checks, nowMs, pauseMs) => {
      const next = int(nowMs + pauseMs);
      await db.run(
        `UPDATE sign_in_counts SET tries = sign_in_counts.tries + ${int(checks)},
           next_check_ms = CASE WHEN sign_in_counts.next_check_ms > ${next} THEN sign_in_counts.next_check_ms ELSE ${next} END
         WHERE scope = 'account' AND account = ? AND client = ''`,
        [accountKey(account)],
      );
    },

    forgetAttempt: async (scope, account, client) => {
      await db.run('UPDATE sign_in_counts SET tries = tries - 1 WHERE scope = ? AND account = ? AND client = ? AND tries > 0', [
        scope,
        accountKey(account),
        client,
      ]);
    },

    clearCount: async (scope, account, client) => {
      await db.run('DELETE FROM sign_in_counts WHERE scope = ? AND account = ? AND client = ?', [scope, accountKey(account), client]);
    },

    unlockAccount: async (account) =>
      db.run('DELETE FROM sign_in_counts WHERE account = ? AND scope <> ?', [accountKey(account), 'client']),

    pruneSignInCounts: async (beforeMs) => {
      await db.run('DELETE FROM sign_in_counts WHERE window_start_ms < ? AND next_check_ms < ?', [beforeMs, beforeMs]);
    },
  };
}
