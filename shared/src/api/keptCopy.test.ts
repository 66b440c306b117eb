import { apiUrl, http, HttpResponse, setupApiServer } from '../testing/apiServer';
import { getSheetKept, offlineAsOfMessage } from './keptCopy';
import type { KeptStorage } from './keptCopy';

// The last answer kept on the device, shown offline with when it was fetched.

let answer: () => Response;
setupApiServer(http.get(apiUrl('/tournament'), () => answer()));

function memoryStorage(): KeptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}
const fetchedAt = new Date('2026-11-23T12:35:00Z');
const ROWS = { values: [['Blitz', '23/11/2026 07:00 PM']] };

test('an answer is kept; offline, the copy is answered with when it was fetched', async () => {
  const storage = memoryStorage();
  answer = () => HttpResponse.json(ROWS);
  expect(await getSheetKept('/tournament', () => fetchedAt, storage)).toEqual({ data: ROWS, offlineAsOf: null });

  answer = () => HttpResponse.error();
  expect(await getSheetKept('/tournament', () => new Date('2026-11-24T00:00:00Z'), storage)).toEqual({ data: ROWS, offlineAsOf: fetchedAt });
});

test('offline with nothing kept, or a kept copy that is not one, the failure stands', async () => {
  answer = () => HttpResponse.error();
  await expect(getSheetKept('/tournament', () => fetchedAt, memoryStorage())).rejects.toThrow();
  const broken = memoryStorage();
  broken.items.set('academy-kept:/tournament', '{"fetchedAt":"not a date","data":{}}');
  await expect(getSheetKept('/tournament', () => fetchedAt, broken)).rejects.toThrow();
});

test("the server's error answer is never replaced by an old copy", async () => {
  const storage = memoryStorage();
  answer = () => HttpResponse.json(ROWS);
  await getSheetKept('/tournament', () => fetchedAt, storage);
  answer = () => HttpResponse.json({ error: 'Down.' }, { status: 500 });
  await expect(getSheetKept('/tournament', () => fetchedAt, storage)).rejects.toThrow();
});

test('the offline line gives the day, month, time and zone of the copy', () => {
  expect(offlineAsOfMessage('the schedule', fetchedAt, 'Asia/Kolkata')).toBe('Offline: showing the schedule as of 23 Nov, 6:05 PM IST');
  expect(offlineAsOfMessage('the achievements', new Date('2026-11-23T18:29:00Z'), 'Asia/Kolkata')).toBe('Offline: showing the achievements as of 23 Nov, 11:59 PM IST');
  expect(offlineAsOfMessage('the achievements', new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toBe('Offline: showing the achievements as of 24 Nov, 12:00 AM IST');
  expect(offlineAsOfMessage('the puzzle', fetchedAt, 'America/Los_Angeles')).toBe('Offline: showing the puzzle as of 23 Nov, 4:35 AM GMT-8');
});
