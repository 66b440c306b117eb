import { officeAchievementsSchema } from '@academy/contracts/records';
import type { AchievementRecord } from '@academy/contracts/records';
import { resourceApi } from '../../../lib/resource/resourceApi';
import { pictureColumns } from '../../../lib/resource/columns';
import type { Resource } from '../../../lib/resource/resource';
import { achievementsCopy as copy } from '../../../content/content';

/** Achievements: named by their id (the page's address), sent as multipart with their image. */
export const achievementResource = {
  api: resourceApi('achievements', (data) => officeAchievementsSchema.parse(data).achievements),
  idOf: (achievement) => achievement.id,
  one: (achievement) => copy.one(achievement.id),
  columns: [
    ...pictureColumns<AchievementRecord>(copy.image, copy.title, { file: (a) => a.imageFile, title: (a) => a.title, detail: (a) => a.id }),
    { header: copy.subtitle, cell: (achievement) => achievement.subtitle },
  ],
  copy: { ...copy, editHeading: (achievement) => copy.editHeading(achievement.id) },
} satisfies Resource<AchievementRecord, FormData>;
