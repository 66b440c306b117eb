import { getKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { API_PATHS, achievementListSchema } from '@academy/contracts/records';
import { toAchievements } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';

/** GET /v1/achievements: the gallery in staff's order; any status other than 200 is a failure. Offline, the copy last fetched. */
export async function getAchievements(now: () => Date): Promise<Kept<Achievement[]>> {
  const { data, offlineAsOf } = await getKept(API_PATHS.achievements, (body) => achievementListSchema.parse(body), now);
  return { data: toAchievements(data.achievements), offlineAsOf };
}
