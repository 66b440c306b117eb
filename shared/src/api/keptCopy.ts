import { apiClient, isNetworkFailure } from './client';

// The last answer of a public typed GET is kept on the device (localStorage) with when it was fetched,
// so a page can show it when there is no connection, saying how old it is.

/** An answer, and when the network could not answer, the time the copy shown was fetched. */
export interface Kept<T> {
  data: T;
  offlineAsOf: Date | null;
}

/** Where copies are kept; localStorage in the browser. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem'>;

const PREFIX = 'academy-kept:';

function browserStorage(): KeptStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Reads an answer's body as the typed value it must be (a contract schema's `parse`), throwing
 * when it is not one: a page shows its error state rather than a half-read answer.
 */
export type ReadAnswer<T> = (body: unknown) => T;

/**
 * GET `path` with the one API client and read its JSON with `read`. A 200 that reads is kept
 * with `now()`; on a network failure the copy kept (read again, so a copy of an older shape is
 * never shown) is answered with `offlineAsOf`, and without one the failure stands. Any answer of
 * the server (an error status, a body that does not read) is never replaced by an old copy.
 */
export async function getKept<T>(
  path: string,
  read: ReadAnswer<T>,
  now: () => Date,
  storage: KeptStorage | null = browserStorage(),
): Promise<Kept<T>> {
  let body: unknown;
  try {
    ({ data: body } = await apiClient.get<unknown>(path, { validateStatus: (status) => status === 200 }));
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = readKept(storage, path, read);
    if (!kept) throw error;
    return kept;
  }
  const data = read(body);
  try {
    storage?.setItem(PREFIX + path, JSON.stringify({ fetchedAt: now().toISOString(), data: body }));
  } catch {
    // A full or refused store: the answer is still shown.
  }
  return { data, offlineAsOf: null };
}

function readKept<T>(storage: KeptStorage | null, path: string, read: ReadAnswer<T>): Kept<T> | null {
  try {
    const parsed = JSON.parse(storage?.getItem(PREFIX + path) ?? 'null') as { fetchedAt?: unknown; data?: unknown } | null;
    const fetchedAt = typeof parsed?.fetchedAt === 'string' ? new Date(parsed.fetchedAt) : null;
    if (!fetchedAt || Number.isNaN(fetchedAt.getTime())) return null;
    return { data: read(parsed?.data), offlineAsOf: fetchedAt };
  } catch {
    return null;
  }
}

/**
 * "Offline: showing the schedule as of 23 Nov, 6:05 PM IST": the copy's time in the visitor's
 * time zone (or `timeZone`), with the zone's short name.
 */
export function offlineAsOfMessage(what: string, fetchedAt: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(fetchedAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const dayPeriod = part('dayPeriod').toUpperCase();
  return `Offline: showing ${what} as of ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${dayPeriod} ${part('timeZoneName')}`;
}
