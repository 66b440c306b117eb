import type { AchievementRecord, ApplicationRecord, PuzzleRecord, RegistrationRecord, TournamentRecord } from '@academy/contracts/records';
import type { TournamentInput } from '@academy/contracts/office-rules';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import type { OfficeStore } from '../office/officeStore';
import type { EmailQueue, WatchedQueue } from '../email/emailQueue';
import type { MessageSettings } from '../email/emailMessages';
import type { DemoStore } from '../demos/demoStore';

// One interface over both engines (one implementation, recordStore.ts), so routes, CLI, seed
// and the shared test suite never know which database they talk to. It speaks records.

/** What each number sequence counts: registration numbers (GFI…) and application numbers (TGFI…). */
export type SequenceName = 'registration' | 'application';
export type RecordTable = 'registrations' | 'applications' | 'tournaments' | 'puzzles' | 'achievements';

export type CompareAndSetResult = { ok: boolean; value: number };
/** When the person agreed to the privacy notice (ISO 8601 UTC), and to which version of it. */
export interface Consent {
  at: string;
  notice: string;
}
export type InsertOutcome = 'inserted' | 'duplicate-number' | 'duplicate-email' | 'not-issued';

/** What a registration's person gave: the record without what the server and staff add. */
export type RegistrationFields = Omit<
  RegistrationRecord,
  'registrationNumber' | 'receivedAt' | 'status' | 'note' | 'consent' | 'erasedAt' | 'emails'
>;
export type ApplicationFields = Omit<
  ApplicationRecord,
  'applicationNumber' | 'receivedAt' | 'status' | 'note' | 'consent' | 'erasedAt' | 'emails'
>;

/**
 * A registration to store: the fields, when it arrived (ISO 8601 UTC), the consent given with it,
 * and the settings its two e-mails are written with (none: the record sends no e-mail, as for
 * the compatibility protocol's rows and CSV imports, whose clients send their own).
 */
export interface NewRegistration {
  fields: RegistrationFields;
  receivedAt: string;
  consent: Consent | null;
  messages?: MessageSettings;
}
export interface NewApplication {
  fields: ApplicationFields;
  /** The e-mail's hash, whose unique index keeps one application per address. */
  emailHash: string;
  receivedAt: string;
  consent: Consent | null;
  messages?: MessageSettings;
}

/** The first answer to a keyed write, replayed for every later request with that key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}
/**
 * A keyed write's outcome: a fresh answer, the first answer again, the key used for another body,
 * or the key of a record since erased (nothing is stored again).
 */
export type KeyedOutcome =
  { replayed: false; answer: StoredAnswer } | { replayed: true; answer: StoredAnswer } | { replayed: 'mismatch' } | { replayed: 'erased' };

/** A message the local EmailJS stand-in received (POST /api/v1.0/email/send). */
export interface NewOutboxMessage {
  serviceId: string;
  templateId: string;
  userId: string;
  params: Record<string, unknown>;
}
export interface OutboxMessage extends NewOutboxMessage {
  id: number;
  receivedAt: string;
}

export interface Store extends EmailQueue, WatchedQueue {
  readonly kind: 'sqlite' | 'postgres';
  /** The staff office's reads and writes (api/src/office/officeStore.ts). */
  readonly office: OfficeStore;
  /** The free demo's slots, bookings and funnel (api/src/demos/). */
  readonly demos: DemoStore;
  /** The last number a sequence issued (its digits). */
  lastIssued(sequence: SequenceName): Promise<number>;
  /** Sets the sequence to `next` only while it still holds `expected`; answers the value it holds afterwards. */
  compareAndSet(sequence: SequenceName, expected: number, next: number): Promise<CompareAndSetResult>;
  /** Raises a sequence to at least `value` (CSV import of numbers issued elsewhere). */
  raiseSequence(sequence: SequenceName, value: number): Promise<void>;
  /**
   * Takes the next registration number and stores the record under it with its e-mails, in one
   * transaction: the number is never lost and never handed out twice. Answers the number's digits.
   */
  issueRegistration(registration: NewRegistration): Promise<number>;
  /**
   * The same for an application. A second application from an e-mail (compared through
   * `emailHash`'s unique index) answers 'duplicate-email' and changes nothing.
   */
  issueApplication(application: NewApplication): Promise<number | 'duplicate-email'>;
  /**
   * `issueRegistration` under an idempotency key: a live key with the same fingerprint answers
   * its stored answer (no record, no number), another fingerprint answers 'mismatch', the key
   * of an erased record (at any age) answers 'erased'; an unused
   * or expired key issues the number and stores the key with `answer(issued)` in the same
   * transaction as the record. Two requests with one key never both issue.
   */
  issueRegistrationOnce(
    registration: NewRegistration,
    claim: IdempotencyClaim,
    answer: (issued: number) => StoredAnswer,
  ): Promise<KeyedOutcome>;
  /** The same for an application; a duplicate e-mail stores nothing, key included. */
  issueApplicationOnce(
    application: NewApplication,
    claim: IdempotencyClaim,
    answer: (issued: number) => StoredAnswer,
  ): Promise<KeyedOutcome | 'duplicate-email'>;
  /** Deletes idempotency keys stored before `before` (ISO 8601), erased records' tombstones aside; answers how many. */
  purgeIdempotencyKeys(before: string): Promise<number>;
  /** Stores a registration numbered elsewhere (`issued`: the digits after the prefix). */
  insertRegistration(registration: NewRegistration & { registrationNumber: string }, issued: number): Promise<InsertOutcome>;
  insertApplication(application: NewApplication & { applicationNumber: string }, issued: number): Promise<InsertOutcome>;
  /** Every registration in arrival order, with its e-mails. */
  listRegistrations(): Promise<RegistrationRecord[]>;
  listApplications(): Promise<ApplicationRecord[]>;
  countRecords(table: RecordTable): Promise<number>;
  /** Soonest start first. */
  listTournaments(): Promise<TournamentRecord[]>;
  /** Oldest first; with `lastDay` (YYYY-MM-DD) only those dated on or before it. */
  listPuzzles(lastDay?: string): Promise<PuzzleRecord[]>;
  /** In the order staff gave them. */
  listAchievements(): Promise<AchievementRecord[]>;
  /** Replaces every tournament (puzzle, achievement) in one transaction, as an import does. */
  replaceTournaments(tournaments: readonly TournamentInput[]): Promise<void>;
  replacePuzzles(puzzles: readonly PuzzleRecord[]): Promise<void>;
  replaceAchievements(achievements: readonly AchievementRecord[]): Promise<void>;
  /** How this connection makes commits durable, read back from the database (served by GET /health). */
  durability(): Promise<Record<string, string>>;
  addOutboxMessage(message: NewOutboxMessage): Promise<OutboxMessage>;
  listOutbox(): Promise<OutboxMessage[]>;
  clearOutbox(): Promise<void>;
  close(): Promise<void>;
}
