import type { EmailQueue, QueuedEmail } from './emailQueue';
import { sendThroughEmailjs } from './emailjsClient';
import type { EmailjsEndpoint, SendOutcome } from './emailjsClient';

// Sends the queued e-mails, each once. A worker claims what is due with a lease, so two API
// instances never hold the same message; it retries a failed send with exponential backoff and
// full jitter (or later, when the server's Retry-After asks for more), and gives up after
// `maxAttempts` tries or on a refusal no retry can mend, keeping the last error.

export interface DeliveryPolicy {
  maxAttempts: number;
  /** The first retry's delay before jitter; each next one doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How many e-mails one round claims. */
  batchSize: number;
  /** How long a claimed e-mail stays this worker's; longer than a send can take. */
  leaseMs: number;
  /** How long a send may take. */
  sendTimeoutMs: number;
  /** How often the worker looks for due e-mails when nothing woke it. */
  pollMs: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 10_000,
  maxDelayMs: 60 * 60_000,
  batchSize: 20,
  leaseMs: 60_000,
  sendTimeoutMs: 15_000,
  pollMs: 2_000,
};

/** The delay before try `attempt + 1` after `attempt` failed tries: full jitter over the doubled base. */
export function backoffDelay(attempt: number, policy: Pick<DeliveryPolicy, 'baseDelayMs' | 'maxDelayMs'>, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(random() * ceiling);
}

export interface DeliveryWorkerOptions {
  queue: EmailQueue;
  endpoint: EmailjsEndpoint;
  now?: () => Date;
  policy?: Partial<DeliveryPolicy>;
  random?: () => number;
  fetchImpl?: typeof fetch;
  log?: { info(data: object, message: string): void; warn(data: object, message: string): void };
}

export interface DeliveryWorker {
  /** One round: claims what is due, sends it, records each outcome; answers how many were claimed. */
  runOnce(): Promise<number>;
  /** Rounds every pollMs, and at once after `wake()`, until `stop()`. */
  start(): void;
  /** Asks for a round soon (a record was just stored). */
  wake(): void;
  /** Ends the rounds; resolves when the round in progress has recorded its outcomes. */
  stop(): Promise<void>;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const policy = { ...DEFAULT_DELIVERY_POLICY, ...options.policy };
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function settle(email: QueuedEmail, outcome: SendOutcome): Promise<void> {
    if (outcome.sent) {
      await options.queue.markSent(email.id, now());
      return;
    }
    const attempts = email.attempts + 1;
    const givingUp = !outcome.retryable || attempts >= policy.maxAttempts;
    const delay = Math.max(outcome.retryAfterMs ?? 0, backoffDelay(attempts, policy, random));
    const retryAt = givingUp ? null : new Date(now().getTime() + delay);
    await options.queue.markFailed(email.id, outcome.error, retryAt);
    const facts = { email: email.id, record: email.recordNumber, purpose: email.purpose, attempts, error: outcome.error };
    if (retryAt) options.log?.info({ ...facts, retryAt: retryAt.toISOString() }, 'e-mail not sent; will retry');
    else options.log?.warn(facts, 'e-mail not sent; given up');
  }

  async function runOnce(): Promise<number> {
    const due = await options.queue.claimDue(now(), policy.batchSize, policy.leaseMs);
    for (const email of due) {
      const outcome = await sendThroughEmailjs(options.endpoint, email, {
        now,
        timeoutMs: policy.sendTimeoutMs,
        fetchImpl: options.fetchImpl,
      });
      await settle(email, outcome);
    }
    return due.length;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, delayMs);
    timer.unref();
  }

  function round(): void {
    running = running
      .then(runOnce)
      // A full batch suggests more is due: go again at once.
      .then((claimed) => schedule(claimed >= policy.batchSize ? 0 : policy.pollMs))
      .catch((error: unknown) => {
        options.log?.warn({ err: error }, 'e-mail delivery round failed');
        schedule(policy.pollMs);
      });
  }

  return {
    runOnce,
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
