import type { AchievementOrder } from '@academy/contracts/office-rules';
import { contentPath } from '../../../lib/resource/resourceApi';
import { officeApi } from '../../../lib/officeApi';

/** PUT /office/achievements/order: the gallery in this order, first shown first. */
export async function orderAchievements(ids: string[]): Promise<void> {
  await officeApi.put(contentPath('achievements', 'order'), { ids } satisfies AchievementOrder);
}
