import type { QueryRunner } from '../store/queryRunner';

// The sign-in counts in the database, shared by every API instance over the store. Each count is
// raised by ONE statement (an upsert answering the new count) before the password is checked, so
// requests sent in parallel each see a different count and no read-then-write gap lets a burst
// through. Times are epoch milliseconds. The policy that uses them is signInGuard.ts.

/**
 * `pair`: one account from one client; `client`: one client, any account; `account`: any client;
 * `share`: one account from one client over the account's window, so no one client's failures
 * weigh on the account's count beyond its share.
 */
export type CountScope = 'pair' | 'client' | 'account' | 'share';

export interface AccountGate {
  /** Failures (and attempts in progress) on the account in its window, after this one. */
  freeChecks: number;
  stepMs: number;
  capMs: number;
  windowMs: number;
}

export interface SignInCounts {
  /** One more attempt in a fixed window of `windowMs`: the count after it and when its window ends. */
  countAttempt(
    scope: 'pair' | 'client' | 'share',
    account: string,
    client: string,
    nowMs: number,
    windowMs: number,
  ): Promise<{ tries: number; windowEndsMs: number }>;
  /**
   * One more attempt on the account, allowed only when its growing delay has passed: the count
   * after it, or, when refused (and then not counted), the moment the next check is allowed.
   */
  claimAccountCheck(account: string, nowMs: number, gate: AccountGate): Promise<{ tries: number } | { retryAtMs: number }>;
  /** When the account's delay lets the next check happen (epoch ms; 0 when it never waited). */
  nextAccountCheck(account: string): Promise<number>;
  /** Takes back one attempt that turned out not to be a failure (a right password, a refused try). */
  forgetAttempt(scope: CountScope, account: string, client: string): Promise<void>;
  /** Drops the counts of one account from one client, its share included (after that client signed in). */
  clearPair(account: string, client: string): Promise<void>;
  /** Drops every count of an account (the staff CLI's `unlock`); answers how many there were. */
  unlockAccount(account: string): Promise<number>;
  /** Drops counts whose window ended before `beforeMs` and whose delay has passed. */
  pruneSignInCounts(beforeMs: number): Promise<void>;
}

const numberOf = (value: number | string | undefined): number => Number(value ?? 0);

export function createSignInCounts(db: QueryRunner): SignInCounts {
  return {
    countAttempt: async (scope, account, client, nowMs, windowMs) => {
      const cut = nowMs - windowMs;
      const [row] = await db.all<{ tries: number | string; window_start_ms: number | string }>(
        `INSERT INTO sign_in_counts (scope, account, client, tries, window_start_ms, next_check_ms) VALUES (?, ?, ?, 1, ?, 0)
         ON CONFLICT (scope, account, client) DO UPDATE SET
           tries = CASE WHEN sign_in_counts.window_start_ms <= ? THEN 1 ELSE sign_in_counts.tries + 1 END,
           window_start_ms = CASE WHEN sign_in_counts.window_start_ms <= ? THEN excluded.window_start_ms ELSE sign_in_counts.window_start_ms END
         RETURNING tries, window_start_ms`,
        [scope, account, client, nowMs, cut, cut],
      );
      return { tries: numberOf(row?.tries), windowEndsMs: numberOf(row?.window_start_ms) + windowMs };
    },

    claimAccountCheck: async (account, nowMs, gate) => {
      const cut = nowMs - gate.windowMs;
      const tries = `(CASE WHEN sign_in_counts.window_start_ms <= ${Math.trunc(cut)} THEN 1 ELSE sign_in_counts.tries + 1 END)`;
      const over = `(${tries} - ${Math.trunc(gate.freeChecks)})`;
      const delay = `(CASE WHEN ${over} <= 0 THEN 0 WHEN ${over} * ${Math.trunc(gate.stepMs)} >= ${Math.trunc(gate.capMs)} THEN ${Math.trunc(gate.capMs)}
        ELSE ${over} * ${Math.trunc(gate.stepMs)} END)`;
      // The WHERE makes this a compare-and-set: while the delay runs, the row is left as it is and
      // nothing is returned, however many requests arrive at once.
      const rows = await db.all<{ tries: number | string }>(
        `INSERT INTO sign_in_counts (scope, account, client, tries, window_start_ms, next_check_ms) VALUES ('account', ?, '', 1, ?, ?)
         ON CONFLICT (scope, account, client) DO UPDATE SET
           tries = ${tries},
           window_start_ms = CASE WHEN sign_in_counts.window_start_ms <= ${Math.trunc(cut)} THEN excluded.window_start_ms ELSE sign_in_counts.window_start_ms END,
           next_check_ms = excluded.next_check_ms + ${delay}
         WHERE sign_in_counts.next_check_ms <= excluded.next_check_ms
         RETURNING tries`,
        [account, nowMs, nowMs],
      );
      if (rows[0]) return { tries: numberOf(rows[0].tries) };
      const [held] = await db.all<{ next_check_ms: number | string }>(
        "SELECT next_check_ms FROM sign_in_counts WHERE scope = 'account' AND account = ? AND client = ''",
        [account],
      );
      return { retryAtMs: numberOf(held?.next_check_ms) };
    },

    nextAccountCheck: async (account) => {
      const [held] = await db.all<{ next_check_ms: number | string }>(
        "SELECT next_check_ms FROM sign_in_counts WHERE scope = 'account' AND account = ? AND client = ''",
        [account],
      );
      return numberOf(held?.next_check_ms);
    },

    forgetAttempt: async (scope, account, client) => {
      await db.run('UPDATE sign_in_counts SET tries = tries - 1 WHERE scope = ? AND account = ? AND client = ? AND tries > 0', [
        scope,
        account,
        client,
      ]);
    },

    clearPair: async (account, client) => {
      await db.run("DELETE FROM sign_in_counts WHERE scope IN ('pair', 'share') AND account = ? AND client = ?", [account, client]);
    },

    unlockAccount: async (account) => db.run('DELETE FROM sign_in_counts WHERE account = ? AND scope <> ?', [account, 'client']),

    pruneSignInCounts: async (beforeMs) => {
      await db.run('DELETE FROM sign_in_counts WHERE window_start_ms < ? AND next_check_ms < ?', [beforeMs, beforeMs]);
    },
  };
}
