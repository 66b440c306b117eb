import type { EmailPurpose } from '@academy/contracts/records';

// The transactional outbox, as the delivery worker sees it. A registration or an application
// writes its e-mails (NewEmail) in the same transaction as the record, so a stored record always
// has its e-mails queued and a refused one has none. The worker claims what is due, sends it,
// and marks it sent, or failed with the next try's time (null: given up, the error kept).

export interface NewEmail {
  purpose: EmailPurpose;
  templateId: string;
  /** The template's parameters, exactly as EmailJS takes them. */
  params: Record<string, string>;
}

export interface QueuedEmail extends NewEmail {
  id: number;
  /** The registration or application number the e-mail belongs to. */
  recordNumber: string;
  /** Tries made before this one. */
  attempts: number;
}

/** The queue's figures an operator watches (GET /metrics). */
export interface QueueStats {
  /** E-mails waiting to be sent. */
  pending: number;
  /** When the oldest of them was queued; null when none waits. */
  oldestPendingAt: Date | null;
  /** E-mails given up after their last try. */
  failed: number;
}

export interface EmailQueue {
  /**
   * Up to `limit` pending e-mails whose next try is due at `now`, oldest first, each leased to
   * this caller until `now + leaseMs`: another worker (another API instance included) claims
   * none of them until then. On PostgreSQL the rows are taken with `FOR UPDATE SKIP LOCKED`.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedEmail[]>;
  markSent(id: number, at: Date): Promise<void>;
  /** A failed try: tried again at `retryAt`, or given up for good when it is null. */
  markFailed(id: number, error: string, retryAt: Date | null): Promise<void>;
}

/** The queue as an operator watches it (GET /metrics). */
export interface WatchedQueue {
  /** How many wait, since when, and how many were given up (one query). */
  queueStats(): Promise<QueueStats>;
}
