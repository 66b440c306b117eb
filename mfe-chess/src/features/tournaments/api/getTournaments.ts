import { getSheetKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { toTournaments } from '../lib/toTournaments';
import type { Tournament } from '../lib/toTournaments';

/** GET /tournament: the schedule, malformed rows left out; offline, the copy last fetched. */
export async function getTournaments(now: () => Date): Promise<Kept<Tournament[]>> {
  const { data, offlineAsOf } = await getSheetKept('/tournament', now);
  return { data: toTournaments(data?.values), offlineAsOf };
}
