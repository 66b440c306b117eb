import { apiClient } from '@academy/shared';
import type { SheetResponse } from '@academy/shared';
import { toAchievements } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';

/** GET /achievements: every achievement row. Any status other than 200 is a failure. */
export async function getAchievements(): Promise<Achievement[]> {
  const { data } = await apiClient.get<SheetResponse>('/achievements', { validateStatus: (status) => status === 200 });
  return toAchievements(data.values);
}
