import type { TournamentInput } from '@academy/contracts/office-rules';
import { IST_OFFSET_MINUTES } from '@academy/contracts/time';

// Sample tournaments timed from the moment the store is seeded, so the page shows each state
// of the status rules (docs/product.md): live, starting within 30 minutes, later today, upcoming days and past ones.
// Links are plain data; the site shows them as buttons and never fetches them.

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
const SUPPORT = 'https://lichess.org/team/academy-chess-club';
const link = (slug: string): string => `https://lichess.org/tournament/${slug}`;

/** The IST calendar day of an instant, as a number, to tell "later today" from "tomorrow". */
const istDay = (instant: number): number => Math.floor((instant + IST_OFFSET_MINUTES * MINUTE) / DAY);

/** An instant at an IST wall-clock time `days` after the IST day of `from`. */
function istAt(from: number, days: number, hour: number, minute = 0): number {
  const midnightIst = istDay(from) * DAY - IST_OFFSET_MINUTES * MINUTE;
  return midnightIst + days * DAY + (hour * 60 + minute) * MINUTE;
}

export function sampleTournaments(now: Date): TournamentInput[] {
  const at = Math.floor(now.getTime() / MINUTE) * MINUTE;
  const laterToday = istDay(at + 150 * MINUTE) === istDay(at) ? at + 150 * MINUTE : at + 45 * MINUTE;
  const plan: Array<[number, string | null, string | null, string | null]> = [
    [istAt(at, -6, 18), SUPPORT, link('past-weekend-rapid-a'), link('past-weekend-rapid-b')],
    [istAt(at, -3, 19, 30), null, link('past-blitz-a'), null],
    [istAt(at, -1, 17), SUPPORT, link('yesterday-arena-a'), link('yesterday-arena-b')],
    [at - 3 * 60 * MINUTE, SUPPORT, link('morning-arena-a'), link('morning-arena-b')],
    // Live: started 20 minutes ago, but never before IST midnight (live needs today's start).
    [Math.max(at - 20 * MINUTE, istAt(at, 0, 0)), SUPPORT, link('live-arena-a'), link('live-arena-b')],
    [at + 15 * MINUTE, SUPPORT, link('soon-swiss-a'), null],
    [laterToday, SUPPORT, link('evening-blitz-a'), link('evening-blitz-b')],
    [istAt(at, 1, 18), SUPPORT, link('junior-rapid-a'), link('junior-rapid-b')],
    [istAt(at, 2, 16, 30), null, link('puzzle-rush-a'), null],
    [istAt(at, 4, 11), SUPPORT, link('weekend-classical-a'), link('weekend-classical-b')],
    [istAt(at, 9, 18), SUPPORT, null, null],
  ];
  return plan
    .sort((a, b) => a[0] - b[0])
    .map(([start, supportLink, groupALink, groupBLink]) => ({
      name: null,
      startsAt: new Date(start).toISOString(),
      supportLink,
      groupALink,
      groupBLink,
    }));
}
