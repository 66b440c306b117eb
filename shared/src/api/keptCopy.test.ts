import { apiUrl, http, HttpResponse, setupApiServer } from '../testing/apiServer';
import { tournamentListSchema } from '@academy/contracts/records';
import { getKept, offlineAsOfMessage } from './keptCopy';
import type { KeptStorage } from './keptCopy';

// The last answer kept on the device, read as its contract's record, shown offline with when it was fetched.

let answer: () => Response;
setupApiServer(http.get(apiUrl('/v1/tournaments'), () => answer()));
const read = (body: unknown) => tournamentListSchema.parse(body);
const getSchedule = (now: () => Date, storage: KeptStorage | null) => getKept('/v1/tournaments', read, now, storage);

function memoryStorage(): KeptStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}
const fetchedAt = new Date('2026-11-23T12:35:00Z');
const SCHEDULE = {
  tournaments: [
    {
      id: 1,
      name: 'Monday Blitz 3+2',
      startsAt: '2026-11-23T13:30:00.000Z',
      supportLink: null,
      groupALink: 'https://lichess.org/swiss/a',
      groupBLink: null,
    },
  ],
};

test('an answer is kept; offline, the copy is answered with when it was fetched', async () => {
  const storage = memoryStorage();
  answer = () => HttpResponse.json(SCHEDULE);
  expect(await getSchedule(() => fetchedAt, storage)).toEqual({ data: SCHEDULE, offlineAsOf: null });

  answer = () => HttpResponse.error();
  expect(await getSchedule(() => new Date('2026-11-24T00:00:00Z'), storage)).toEqual({ data: SCHEDULE, offlineAsOf: fetchedAt });
});

test('a copy kept before tournaments had names reads as tournaments without one', async () => {
  const storage = memoryStorage();
  const { name: _name, ...unnamed } = SCHEDULE.tournaments[0]!;
  storage.items.set(
    'academy-kept:/v1/tournaments',
    JSON.stringify({ fetchedAt: fetchedAt.toISOString(), data: { tournaments: [unnamed] } }),
  );
  answer = () => HttpResponse.error();
  expect(await getSchedule(() => fetchedAt, storage)).toEqual({
    data: { tournaments: [{ ...unnamed, name: null }] },
    offlineAsOf: fetchedAt,
  });
});

test('offline with nothing kept, or a kept copy that is not one, the failure stands', async () => {
  answer = () => HttpResponse.error();
  await expect(getSchedule(() => fetchedAt, memoryStorage())).rejects.toThrow();
  const broken = memoryStorage();
  broken.items.set('academy-kept:/v1/tournaments', '{"fetchedAt":"not a date","data":{}}');
  await expect(getSchedule(() => fetchedAt, broken)).rejects.toThrow();
});

test('a kept copy that no longer reads as the record is not shown', async () => {
  const storage = memoryStorage();
  storage.items.set(
    'academy-kept:/v1/tournaments',
    JSON.stringify({ fetchedAt: fetchedAt.toISOString(), data: { values: [['', '23/11/2026 07:00 PM']] } }),
  );
  answer = () => HttpResponse.error();
  await expect(getSchedule(() => fetchedAt, storage)).rejects.toThrow();
});

test('an answer that is not the record is a failure, and is not kept', async () => {
  const storage = memoryStorage();
  answer = () => HttpResponse.json({ tournaments: [{ id: 1, startsAt: '23/11/2026 07:00 PM' }] });
  await expect(getSchedule(() => fetchedAt, storage)).rejects.toThrow();
  expect(storage.items.size).toBe(0);
});

test("the server's error answer is never replaced by an old copy", async () => {
  const storage = memoryStorage();
  answer = () => HttpResponse.json(SCHEDULE);
  await getSchedule(() => fetchedAt, storage);
  answer = () => HttpResponse.json({ error: 'Down.' }, { status: 500 });
  await expect(getSchedule(() => fetchedAt, storage)).rejects.toThrow();
});

test('the offline line gives the day, month, time and zone of the copy', () => {
  expect(offlineAsOfMessage('the schedule', fetchedAt, 'Asia/Kolkata')).toBe('Offline: showing the schedule as of 23 Nov, 6:05 PM IST');
  expect(offlineAsOfMessage('the achievements', new Date('2026-11-23T18:29:00Z'), 'Asia/Kolkata')).toBe(
    'Offline: showing the achievements as of 23 Nov, 11:59 PM IST',
  );
  expect(offlineAsOfMessage('the achievements', new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toBe(
    'Offline: showing the achievements as of 24 Nov, 12:00 AM IST',
  );
  expect(offlineAsOfMessage('the puzzle', fetchedAt, 'America/Los_Angeles')).toBe(
    'Offline: showing the puzzle as of 23 Nov, 4:35 AM GMT-8',
  );
});
