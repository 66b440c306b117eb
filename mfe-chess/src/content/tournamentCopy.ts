import type { TournamentPhase } from '../features/tournaments/lib/tournamentStatus';

// The tournaments page's words.

export const TOURNAMENTS_TITLE = 'Chess Tournaments';
export const TOURNAMENTS_INTRO =
  'Join our online tournaments on Lichess. Group A and Group B open their buttons when a tournament is about to start; results stay available afterwards.';
export const TOURNAMENT_COLUMNS = ['Local Date & Time', 'IST Date & Time', 'Support', 'Group A', 'Group B'] as const;
/** On a phone's card the IST time's label: the date and time say the rest, and the line keeps "Add to calendar". */
export const IST_PHONE_LABEL = 'IST';
export const TOURNAMENTS_CAPTION = 'Tournament schedule';
export const TOURNAMENTS_EMPTY = 'Sorry, No Tournaments Available. Please check again after sometime.';
export const TOURNAMENTS_FAILED = 'We could not load the tournament schedule. Please check your connection and try again.';
export const TOURNAMENTS_LOADING = 'Loading tournaments…';
/** Offline, above the copy of the schedule last fetched: "Offline: showing the schedule as of …". */
export const TOURNAMENTS_KEPT = 'the schedule';
export const localZoneNote = (zone: string) => `Local times are shown in your time zone (${zone}).`;
export const TOURNAMENT_LEGEND = [
  { tone: 'live', label: 'Live now' },
  { tone: 'today', label: 'Later today' },
  { tone: 'past', label: 'Finished' },
] as const;

export const LIVE_LABEL = 'Live';

/** The status line in each row's first cell, so colour is never the only signal. */
export function statusLabel(phase: TournamentPhase, today: boolean): string {
  if (phase === 'live') return LIVE_LABEL;
  if (phase === 'starting-soon') return 'Starting soon';
  if (phase === 'past') return 'Finished';
  return today ? 'Later today' : 'Upcoming';
}

export const SUPPORT_LABEL = 'Support';
export const ADD_TO_CALENDAR = 'Add to calendar';
export const NO_LINK = 'Not available';
