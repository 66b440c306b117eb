import { getKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { API_PATHS, tournamentListSchema } from '@academy/contracts/records';
import { toTournaments } from '../lib/toTournaments';
import type { Tournament } from '../lib/toTournaments';

/** GET /v1/tournaments: the schedule, soonest first; offline, the copy last fetched. */
export async function getTournaments(now: () => Date): Promise<Kept<Tournament[]>> {
  const { data, offlineAsOf } = await getKept(API_PATHS.tournaments, (body) => tournamentListSchema.parse(body), now);
  return { data: toTournaments(data.tournaments), offlineAsOf };
}
