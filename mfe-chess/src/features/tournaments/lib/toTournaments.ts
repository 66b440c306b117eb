import type { TournamentRecord } from '@academy/contracts/records';
import { formatIstStart } from './tournamentTime';

export interface Tournament {
  /** Its title on the schedule, when staff gave it one: 'Saturday Rapid 10+5'. */
  name?: string;
  /** The start as the academy announces it, in IST: '22/11/2026 06:30 PM'. */
  ist: string;
  start: Date;
  support?: string;
  groupA?: string;
  groupB?: string;
}

/** A link the page may offer: http(s) only, so a bad link staff typed never becomes a script. */
function linkOrNone(link: string | null): string | undefined {
  const value = link?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(value) ? value : undefined;
}

/** The API's tournament records as the schedule shows them. */
export function toTournaments(records: readonly TournamentRecord[]): Tournament[] {
  return records.map((record) => {
    const start = new Date(record.startsAt);
    return {
      name: record.name ?? undefined,
      ist: formatIstStart(start),
      start,
      support: linkOrNone(record.supportLink),
      groupA: linkOrNone(record.groupALink),
      groupB: linkOrNone(record.groupBLink),
    };
  });
}
