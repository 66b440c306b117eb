// Where a tournament stands at `now`, by its start instant. The windows are the schedule's
// business rules: "starting soon" up to 30 minutes before, live for the hour after the start
// (only when it started today), finished after that or on any earlier calendar day. "Today" is
// the visitor's own calendar day.

const MINUTE = 60_000;
const STARTING_SOON_MINUTES = 30;
const LIVE_MINUTES = 60;

export type TournamentPhase = 'upcoming' | 'starting-soon' | 'live' | 'past';

interface TournamentStatus {
  phase: TournamentPhase;
  /** The start falls on the visitor's calendar day. */
  today: boolean;
}

const localDayNumber = (date: Date) => date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();

export function tournamentStatus(now: Date, start: Date): TournamentStatus {
  const startDay = localDayNumber(start);
  const today = localDayNumber(now);
  const sinceStart = now.getTime() - start.getTime();
  if (startDay < today || sinceStart > LIVE_MINUTES * MINUTE) return { phase: 'past', today: startDay === today };
  if (sinceStart >= 0) return { phase: 'live', today: true };
  const phase = -sinceStart <= STARTING_SOON_MINUTES * MINUTE ? 'starting-soon' : 'upcoming';
  return { phase, today: startDay === today };
}

/** The colour band of a row: dark green live, light green later today, red finished. */
export type RowTone = 'live' | 'today' | 'past' | 'plain';

export function rowTone({ phase, today }: TournamentStatus): RowTone {
  if (phase === 'live' || phase === 'past') return phase;
  return today ? 'today' : 'plain';
}

/** What a Group A/B button says. */
export type GroupAction = 'Play' | 'Result' | 'Upcoming';

export function groupAction(phase: TournamentPhase): GroupAction {
  if (phase === 'past') return 'Result';
  return phase === 'upcoming' ? 'Upcoming' : 'Play';
}
