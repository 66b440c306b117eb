import { tournamentStatus } from './tournamentStatus';

/**
 * The schedule's order at `now`: what is live or still to come first, soonest first, then the
 * finished ones, the latest first. A parent opening the page wants the next game, not last
 * month's results (docs/decisions/phone-tournament-list.md).
 */
export function scheduleOrder<T extends { start: Date }>(tournaments: readonly T[], now: Date): T[] {
  const finished = (tournament: T) => tournamentStatus(now, tournament.start).phase === 'past';
  const ahead = tournaments.filter((tournament) => !finished(tournament)).sort((a, b) => a.start.getTime() - b.start.getTime());
  const behind = tournaments.filter(finished).sort((a, b) => b.start.getTime() - a.start.getTime());
  return [...ahead, ...behind];
}
