import { officeAchievementsSchema } from '@academy/contracts/records';
import type { AchievementRecord } from '@academy/contracts/records';
import type { AchievementInput, AchievementOrder } from '@academy/contracts/office-rules';
import { contentApi } from '../../../lib/contentApi';
import { officeApi } from '../../../lib/officeApi';

const base = contentApi<AchievementRecord, FormData>('achievements', (data) => officeAchievementsSchema.parse(data).achievements);

/** The multipart body: the fields, and the image when one is chosen (optional on an edit). */
function multipart(fields: AchievementInput, image: File | null): FormData {
  const body = new FormData();
  body.append('id', fields.id);
  body.append('title', fields.title);
  body.append('subtitle', fields.subtitle);
  if (image) body.append('image', image, image.name);
  return body;
}

export const achievementsApi = {
  list: base.list,
  remove: base.remove,
  create: (fields: AchievementInput, image: File) => base.create(multipart(fields, image)),
  update: (id: string, fields: AchievementInput, image: File | null) => base.update(id, multipart(fields, image)),
  /** The gallery in this order, first shown first. */
  order: async (ids: string[]): Promise<void> => {
    await officeApi.put('/office/achievements/order', { ids } satisfies AchievementOrder);
  },
};
