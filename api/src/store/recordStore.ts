import { APPLICATION_NUMBER_PREFIX, REGISTRATION_NUMBER_PREFIX } from '@academy/contracts/rules';
import type { ApplicationRecord, RegistrationRecord } from '@academy/contracts/records';
import type {
  InsertOutcome,
  KeyedOutcome,
  NewApplication,
  NewRegistration,
  OutboxMessage,
  RecordTable,
  SequenceName,
  Store,
  StoredAnswer,
} from './Store';
import type { IdempotencyClaim } from '../idempotency/idempotencyKey';
import { keepAnswer as keepStoredAnswer, storedOutcome } from '../idempotency/storedAnswers';
import type { NewEmail, QueuedEmail } from '../email/emailQueue';
import { applicationEmails, registrationEmails } from '../email/emailMessages';
import { createOfficeStore } from '../office/officeStore';
import { createDemoStore } from '../demos/demoStore';
import { at, marks, requiredInstantOf } from './queryRunner';
import type { Queries, QueryRunner } from './queryRunner';
import {
  ACHIEVEMENT_COLUMNS,
  PUZZLE_COLUMNS,
  RECORD_COLUMNS,
  TOURNAMENT_COLUMNS,
  achievementOf,
  puzzleOf,
  recordsWithEmails,
  tournamentOf,
} from './recordRows';
import type { RecordRow } from './recordRows';

// The store, written once over a query runner for both engines. Registrations are committed in
// groups: while one batch commits, those that arrive wait and go together in the next
// transaction (one commit, one fsync, for all). An engine may commit a batch its own faster way
// (PostgreSQL: postgresBatchStatement.ts) and fall back to this one.

export interface KeyedWrite {
  claim: IdempotencyClaim;
  answer: (issued: number) => StoredAnswer;
}

export interface RegistrationEntry {
  registration: NewRegistration;
  keyed?: KeyedWrite;
}

export interface EngineParts {
  kind: 'sqlite' | 'postgres';
  runner: QueryRunner;
  durability(): Promise<Record<string, string>>;
  /** Closes the connection once nothing is in flight. */
  close(): Promise<void>;
  /** Commits a batch at once, or answers null (having stored nothing) when it cannot. */
  commitRegistrations?(batch: readonly RegistrationEntry[]): Promise<Array<number | KeyedOutcome> | null>;
}

export const REGISTRATION_INSERT = `INSERT INTO registrations (registration_number, received_at, course, parent_name,
  child_name, age, address, country_code, mobile_number, email, referral_code, consent_at, consent_notice)
  VALUES (${marks(13)})`;
const APPLICATION_INSERT = `INSERT INTO applications (application_number, received_at, name, mobile_number, email,
  expert_in, level, years_of_experience, position, email_hash, consent_at, consent_notice)
  VALUES (${marks(12)})`;

/** The record a new registration becomes, as its e-mails and its first answer see it. */
export function newRegistrationRecord(registration: NewRegistration, registrationNumber: string): RegistrationRecord {
  return {
    ...registration.fields,
    registrationNumber,
    receivedAt: registration.receivedAt,
    status: 'new',
    note: '',
    consent: registration.consent,
    erasedAt: null,
    emails: [],
  };
}
function newApplicationRecord(application: NewApplication, applicationNumber: string): ApplicationRecord {
  return {
    ...application.fields,
    applicationNumber,
    receivedAt: application.receivedAt,
    status: 'new',
    note: '',
    consent: application.consent,
    erasedAt: null,
    emails: [],
  };
}

const registrationArgs = (r: NewRegistration, number: string): unknown[] => {
  const f = r.fields;
  return [
    number,
    at(r.receivedAt),
    f.course,
    f.parentName,
    f.childName,
    f.age,
    f.address,
    f.countryCode,
    f.mobileNumber,
    f.email,
    f.referralCode,
    r.consent ? at(r.consent.at) : null,
    r.consent?.notice ?? null,
  ];
};
const applicationArgs = (a: NewApplication, number: string): unknown[] => {
  const f = a.fields;
  return [
    number,
    at(a.receivedAt),
    f.name,
    f.mobileNumber,
    f.email,
    f.expertIn,
    f.level,
    f.yearsOfExperience,
    f.position,
    a.emailHash,
    a.consent ? at(a.consent.at) : null,
    a.consent?.notice ?? null,
  ];
};

const UNIQUE_VIOLATION = (error: unknown): string | null => {
  const failure = error as { code?: string; constraint?: string; message?: string };
  if (failure.code === '23505') return failure.constraint ?? 'unique';
  if (failure.code === 'SQLITE_CONSTRAINT_UNIQUE' || failure.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return /email_hash/.test(failure.message ?? '') ? 'applications_email_hash_key' : 'unique';
  }
  return null;
};

export function createRecordStore(engine: EngineParts): Store {
  const db = engine.runner;
  const { dialect } = db;

  const insertEmails = async (tx: Queries, recordNumber: string, createdAt: string, emails: readonly NewEmail[]) => {
    for (const email of emails) {
      await tx.run(
        `INSERT INTO email_outbox (record_number, purpose, template_id, params, state, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ${dialect.json}, 'pending', 0, ?, ?)`,
        [recordNumber, email.purpose, email.templateId, JSON.stringify(email.params), at(createdAt), at(createdAt)],
      );
    }
  };

  const nextNumber = async (tx: Queries, sequence: SequenceName): Promise<number> => {
    const [taken] = await tx.all<{ last_issued: number | string }>(
      'UPDATE number_sequences SET last_issued = last_issued + 1 WHERE name = ? RETURNING last_issued',
      [sequence],
    );
    if (!taken) throw new Error(`The ${sequence} number sequence is missing from the store.`);
    return Number(taken.last_issued);
  };

  const lastIssued = async (tx: Queries, sequence: SequenceName, lock = false): Promise<number> => {
    const [found] = await tx.all<{ last_issued: number | string }>(
      `SELECT last_issued FROM number_sequences WHERE name = ?${lock && dialect.engine === 'postgres' ? ' FOR UPDATE' : ''}`,
      [sequence],
    );
    if (!found) throw new Error(`The ${sequence} number sequence is missing from the store.`);
    return Number(found.last_issued);
  };

  /** Inside the record's transaction: the key and its answer. */
  const keepAnswer = (tx: Queries, { claim, answer }: KeyedWrite, issued: number): Promise<KeyedOutcome> =>
    keepStoredAnswer(tx, claim, answer(issued));

  const writeRegistration = async (tx: Queries, registration: NewRegistration, issued: number): Promise<void> => {
    const number = `${REGISTRATION_NUMBER_PREFIX}${issued}`;
    await tx.run(REGISTRATION_INSERT, registrationArgs(registration, number));
    if (registration.messages) {
      const emails = registrationEmails(newRegistrationRecord(registration, number), registration.messages);
      await insertEmails(tx, number, registration.receivedAt, emails);
    }
  };

  // The sequence is locked before any key, in every path, so two batches never deadlock on keys.
  const commitRegistrations = (batch: readonly RegistrationEntry[]): Promise<Array<number | KeyedOutcome>> =>
    db.transaction(async (tx) => {
      await lastIssued(tx, 'registration', true);
      const results: Array<number | KeyedOutcome> = [];
      for (const { registration, keyed } of batch) {
        const stored = keyed ? await storedOutcome(tx, keyed.claim) : null;
        if (stored) {
          results.push(stored);
          continue;
        }
        const issued = await nextNumber(tx, 'registration');
        await writeRegistration(tx, registration, issued);
        results.push(keyed ? await keepAnswer(tx, keyed, issued) : issued);
      }
      return results;
    });

  interface Pending extends RegistrationEntry {
    resolve: (result: number | KeyedOutcome) => void;
    reject: (error: unknown) => void;
  }
  const queue: Pending[] = [];
  let inFlight = false;
  const idle: Array<() => void> = [];
  const flush = (): void => {
    const batch = queue.splice(0);
    if (batch.length === 0) {
      inFlight = false;
      for (const wake of idle.splice(0)) wake();
      return;
    }
    inFlight = true;
    const commit = async () => (await engine.commitRegistrations?.(batch)) ?? commitRegistrations(batch);
    commit()
      .then(
        (results) => batch.forEach((entry, index) => entry.resolve(results[index] as number | KeyedOutcome)),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(flush);
  };
  const enqueue = (entry: RegistrationEntry) =>
    new Promise<number | KeyedOutcome>((resolve, reject) => {
      queue.push({ ...entry, resolve, reject });
      // Idle: wait one turn of the event loop so requests parsed together share the first batch.
      if (!inFlight && queue.length === 1) {
        inFlight = true;
        setImmediate(flush);
      }
    });
  const drained = () => (inFlight ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve());

  // The unique index on email_hash is what refuses a second application: the failed insert
  // rolls the whole transaction back, number included.
  const writeApplication = async (tx: Queries, application: NewApplication): Promise<number> => {
    const issued = await nextNumber(tx, 'application');
    const number = `${APPLICATION_NUMBER_PREFIX}${issued}`;
    await tx.run(APPLICATION_INSERT, applicationArgs(application, number));
    if (application.messages) {
      await insertEmails(
        tx,
        number,
        application.receivedAt,
        applicationEmails(newApplicationRecord(application, number), application.messages),
      );
    }
    return issued;
  };
  const duplicateEmail = <T>(error: unknown): T | 'duplicate-email' => {
    if (UNIQUE_VIOLATION(error) === 'applications_email_hash_key') return 'duplicate-email';
    throw error;
  };

  const listRecords = async (kind: 'registrations' | 'applications') => {
    const rows = await db.all<RecordRow>(`SELECT ${RECORD_COLUMNS[kind]} FROM ${kind} ORDER BY id`);
    return recordsWithEmails(db, kind, rows);
  };

  const insertNumbered = async (sequence: SequenceName, issued: number, insert: (tx: Queries) => Promise<void>): Promise<InsertOutcome> => {
    try {
      return await db.transaction(async (tx) => {
        if (issued > (await lastIssued(tx, sequence, true))) return 'not-issued';
        await insert(tx);
        return 'inserted';
      });
    } catch (error) {
      const violated = UNIQUE_VIOLATION(error);
      if (violated === null) throw error;
      return violated === 'applications_email_hash_key' ? 'duplicate-email' : 'duplicate-number';
    }
  };

  const replaceAll = (table: string, columns: string, rows: readonly unknown[][]) =>
    db.transaction(async (tx) => {
      await tx.run(`DELETE FROM ${table}`);
      const count = columns.split(',').length;
      for (const args of rows) await tx.run(`INSERT INTO ${table} (${columns}) VALUES (${marks(count)})`, args);
    });

  const outboxMessage = (row: RecordRow): OutboxMessage => ({
    id: Number(row.id),
    serviceId: String(row.service_id),
    templateId: String(row.template_id),
    userId: String(row.user_id),
    params: JSON.parse(String(row.params)) as Record<string, unknown>,
    receivedAt: requiredInstantOf(row.received_at),
  });

  return {
    kind: engine.kind,
    office: createOfficeStore(db),
    demos: createDemoStore(db),
    lastIssued: (sequence) => lastIssued(db, sequence),
    compareAndSet: async (sequence, expected, next) => {
      const changed = await db.run('UPDATE number_sequences SET last_issued = ? WHERE name = ? AND last_issued = ?', [
        next,
        sequence,
        expected,
      ]);
      return changed === 1 ? { ok: true, value: next } : { ok: false, value: await lastIssued(db, sequence) };
    },
    raiseSequence: async (sequence, value) => {
      await db.run(`UPDATE number_sequences SET last_issued = ${dialect.greatest}(last_issued, ?) WHERE name = ?`, [value, sequence]);
    },
    issueRegistration: async (registration) => (await enqueue({ registration })) as number,
    issueRegistrationOnce: async (registration, claim, answer) =>
      (await enqueue({ registration, keyed: { claim, answer } })) as KeyedOutcome,
    issueApplication: async (application) => {
      try {
        return await db.transaction((tx) => writeApplication(tx, application));
      } catch (error) {
        return duplicateEmail<number>(error);
      }
    },
    issueApplicationOnce: async (application, claim, answer) => {
      try {
        return await db.transaction(async (tx) => {
          await lastIssued(tx, 'application', true);
          const stored = await storedOutcome(tx, claim);
          if (stored) return stored;
          return keepAnswer(tx, { claim, answer }, await writeApplication(tx, application));
        });
      } catch (error) {
        return duplicateEmail<KeyedOutcome>(error);
      }
    },
    purgeIdempotencyKeys: (before) => db.run('DELETE FROM idempotency_keys WHERE created_at < ? AND erased_at IS NULL', [at(before)]),
    insertRegistration: (registration, issued) =>
      insertNumbered('registration', issued, async (tx) => {
        await tx.run(REGISTRATION_INSERT, registrationArgs(registration, registration.registrationNumber));
      }),
    insertApplication: (application, issued) =>
      insertNumbered('application', issued, async (tx) => {
        await tx.run(APPLICATION_INSERT, applicationArgs(application, application.applicationNumber));
      }),
    listRegistrations: async () => (await listRecords('registrations')) as RegistrationRecord[],
    listApplications: async () => (await listRecords('applications')) as ApplicationRecord[],
    countRecords: async (table: RecordTable) => {
      const [count] = await db.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`);
      return Number(count?.n ?? 0);
    },
    listTournaments: async () =>
      (await db.all<RecordRow>(`SELECT ${TOURNAMENT_COLUMNS} FROM tournaments ORDER BY starts_at, id`)).map(tournamentOf),
    listPuzzles: async (lastDay) =>
      (
        await db.all<RecordRow>(
          `SELECT ${PUZZLE_COLUMNS} FROM puzzles ${lastDay === undefined ? '' : 'WHERE day <= ?'} ORDER BY day, puzzle_id`,
          lastDay === undefined ? [] : [lastDay],
        )
      ).map(puzzleOf),
    listAchievements: async () =>
      (await db.all<RecordRow>(`SELECT ${ACHIEVEMENT_COLUMNS} FROM achievements ORDER BY position, id`)).map(achievementOf),
    replaceTournaments: (tournaments) =>
      replaceAll(
        'tournaments',
        'name, starts_at, support_link, group_a_link, group_b_link',
        tournaments.map((t) => [t.name, at(t.startsAt), t.supportLink, t.groupALink, t.groupBLink]),
      ),
    replacePuzzles: (puzzles) =>
      replaceAll(
        'puzzles',
        PUZZLE_COLUMNS,
        puzzles.map((p) => [p.puzzleId, p.day, p.question, p.optionA, p.optionB, p.optionC, p.optionD, p.answer, p.explanation]),
      ),
    replaceAchievements: (achievements) =>
      replaceAll(
        'achievements',
        `${ACHIEVEMENT_COLUMNS}, position`,
        achievements.map((a, index) => [a.id, a.title, a.subtitle, a.imageFile, index + 1]),
      ),
    durability: () => engine.durability(),
    addOutboxMessage: async (message) => {
      const receivedAt = new Date().toISOString();
      const [added] = await db.all<{ id: number | string }>(
        `INSERT INTO local_emailjs_messages (service_id, template_id, user_id, params, received_at)
         VALUES (?, ?, ?, ?, ?) RETURNING id`,
        [message.serviceId, message.templateId, message.userId, JSON.stringify(message.params), at(receivedAt)],
      );
      return { ...message, id: Number(added?.id), receivedAt };
    },
    listOutbox: async () => (await db.all<RecordRow>('SELECT * FROM local_emailjs_messages ORDER BY id')).map(outboxMessage),
    clearOutbox: async () => {
      await db.run('DELETE FROM local_emailjs_messages');
    },

    // The delivery worker's side. A claim leases the rows by moving their next try to the lease's
    // end: another worker finds them due again only if this one never reports. The claim is one
    // statement, so one transaction on its own: SQLite takes the write lock for it, PostgreSQL
    // skips the rows another claim holds.
    claimDue: async (now, limit, leaseMs): Promise<QueuedEmail[]> => {
      const leaseEnd = new Date(now.getTime() + leaseMs);
      const rows = await db.all<RecordRow>(
        `UPDATE email_outbox SET next_attempt_at = ?
           WHERE id IN (SELECT id FROM email_outbox WHERE state = 'pending' AND next_attempt_at <= ?
             ORDER BY next_attempt_at, id LIMIT ? ${dialect.lockRows})
           RETURNING id, record_number, purpose, template_id, params, attempts`,
        [leaseEnd, now, limit],
      );
      return rows
        .map((row) => ({
          id: Number(row.id),
          recordNumber: String(row.record_number),
          purpose: row.purpose === 'notification' ? ('notification' as const) : ('confirmation' as const),
          templateId: String(row.template_id),
          params: (typeof row.params === 'string' ? JSON.parse(row.params) : (row.params ?? {})) as Record<string, string>,
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },
    markSent: async (id, sentAt) => {
      await db.run(
        "UPDATE email_outbox SET state = 'sent', sent_at = ?, attempts = attempts + 1, next_attempt_at = NULL, last_error = NULL WHERE id = ?",
        [sentAt, id],
      );
    },
    markFailed: async (id, error, retryAt) => {
      await db.run(`UPDATE email_outbox SET state = ?, attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?`, [
        retryAt ? 'pending' : 'failed',
        retryAt,
        error,
        id,
      ]);
    },
    queueStats: async () => {
      const [row] = await db.all<RecordRow>(
        `SELECT SUM(CASE WHEN state = 'pending' THEN 1 ELSE 0 END) AS pending,
                MIN(CASE WHEN state = 'pending' THEN created_at END) AS oldest,
                SUM(CASE WHEN state = 'failed' THEN 1 ELSE 0 END) AS failed
           FROM email_outbox`,
      );
      const oldest = row?.oldest;
      return {
        pending: Number(row?.pending ?? 0),
        // An instant: SQLite keeps milliseconds, PostgreSQL a timestamptz.
        oldestPendingAt: oldest === null || oldest === undefined ? null : oldest instanceof Date ? oldest : new Date(Number(oldest)),
        failed: Number(row?.failed ?? 0),
      };
    },
    close: async () => {
      await drained();
      await engine.close();
    },
  };
}
