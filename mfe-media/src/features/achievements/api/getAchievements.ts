import { getSheetKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { toAchievements } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';

/** GET /achievements: every achievement row; any status other than 200 is a failure. Offline, the copy last fetched. */
export async function getAchievements(now: () => Date): Promise<Kept<Achievement[]>> {
  const { data, offlineAsOf } = await getSheetKept('/achievements', now);
  return { data: toAchievements(data.values), offlineAsOf };
}
