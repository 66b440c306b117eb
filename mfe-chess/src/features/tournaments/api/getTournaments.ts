import { getKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { API_PATHS } from '@academy/contracts/records/api-paths';
import { readTournamentList } from '../lib/readTournamentList';
import { toTournaments } from '../lib/toTournaments';
import type { Tournament } from '../lib/toTournaments';

/** GET /v1/tournaments: the schedule, soonest first; offline, the copy last fetched. */
export async function getTournaments(now: () => Date): Promise<Kept<Tournament[]>> {
  const { data, offlineAsOf } = await getKept(API_PATHS.tournaments, readTournamentList, now);
  return { data: toTournaments(data.tournaments), offlineAsOf };
}
