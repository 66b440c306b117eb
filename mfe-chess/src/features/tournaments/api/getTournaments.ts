import { apiClient } from '@academy/shared';
import type { SheetResponse } from '@academy/shared';
import { toTournaments } from '../lib/toTournaments';
import type { Tournament } from '../lib/toTournaments';

/** GET /tournament: the schedule, malformed rows left out. */
export async function getTournaments(): Promise<Tournament[]> {
  const { data } = await apiClient.get<SheetResponse>('/tournament');
  return toTournaments(data?.values);
}
