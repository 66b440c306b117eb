import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OfficeRecordKind } from '@academy/contracts/office-rules';
import type { Store } from './Store';

// Every erasure, written down outside the database: DATA_DIR/erasures.jsonl, one line per erased
// record, holding its kind, number and time and nothing of the person. A restore brings back the
// database as it was at the backup; replaying this journal then erases again whatever was erased
// since, so a restore never brings back personal data someone asked to have erased.

export const ERASURE_JOURNAL = 'erasures.jsonl';

export interface JournalEntry {
  kind: OfficeRecordKind;
  number: string;
  at: string;
}

/** The store with each successful erasure appended to the journal in `dataDir`. */
export function withErasureJournal(store: Store, dataDir: string): Store {
  const office = new Proxy(store.office, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'eraseRecord' || typeof value !== 'function') return value;
      const erase = value as Store['office']['eraseRecord'];
      return async (...args: Parameters<Store['office']['eraseRecord']>) => {
        const erased = await erase.apply(target, args);
        if (erased) {
          const [kind, number, { at }] = args;
          mkdirSync(dataDir, { recursive: true });
          appendFileSync(join(dataDir, ERASURE_JOURNAL), `${JSON.stringify({ kind, number, at } satisfies JournalEntry)}\n`);
        }
        return erased;
      };
    },
  });
  return new Proxy(store, { get: (target, key, receiver): unknown => (key === 'office' ? office : Reflect.get(target, key, receiver)) });
}

/** The journal's entries (none when there is no journal). */
export function readErasureJournal(dataDir: string): JournalEntry[] {
  const file = join(dataDir, ERASURE_JOURNAL);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JournalEntry);
}

/** Erases again each journalled record the store holds unerased; answers the numbers erased. */
export async function replayErasures(store: Store, entries: readonly JournalEntry[]): Promise<string[]> {
  const unerased = new Set([
    ...(await store.listRegistrations()).filter((r) => !r.erasedAt).map((r) => r.registrationNumber),
    ...(await store.listApplications()).filter((a) => !a.erasedAt).map((a) => a.applicationNumber),
  ]);
  const replayed: string[] = [];
  for (const { kind, number, at } of entries) {
    if (!unerased.has(number)) continue;
    const reason = 'erased again after a restore (the erasure journal)';
    if (await store.office.eraseRecord(kind, number, { at, actor: 'restore', reason })) {
      replayed.push(number);
      unerased.delete(number);
    }
  }
  return replayed;
}
