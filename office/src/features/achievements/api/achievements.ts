import type { AchievementInput } from '@academy/contracts/office-rules';
import { officeApi } from '../../../lib/officeApi';
import { contentApi } from '../../../lib/contentApi';

export interface AchievementRow extends AchievementInput {
  id: string;
  imageFile: string;
}

const base = contentApi<AchievementRow, FormData>('achievements');

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
  update: async (id: string, fields: AchievementInput, image: File | null) => {
    await officeApi.put(`/office/achievements/${encodeURIComponent(id)}`, multipart(fields, image));
  },
};
