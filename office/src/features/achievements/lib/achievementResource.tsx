import { officeAchievementsSchema } from '@academy/contracts/records';
import type { AchievementRecord } from '@academy/contracts/records';
import { resourceApi } from '../../../lib/resource/resourceApi';
import { ContentImage } from '../../../lib/resource/ContentImage';
import type { Resource } from '../../../lib/resource/resource';
import { Hint } from '../../../lib/ui';
import { achievementsCopy as copy } from '../../../content/content';

/** Achievements: named by their id (the page's address), sent as multipart with their image. */
export const achievementResource = {
  api: resourceApi('achievements', (data) => officeAchievementsSchema.parse(data).achievements),
  formId: 'achievement-form',
  idOf: (achievement) => achievement.id,
  one: (achievement) => copy.one(achievement.id),
  columns: [
    { header: copy.image, cell: (achievement) => <ContentImage file={achievement.imageFile} alt={copy.imageAlt(achievement.title)} /> },
    {
      header: copy.title,
      rowHeader: true,
      cell: (achievement) => (
        <>
          {achievement.title}
          <Hint>{achievement.id}</Hint>
        </>
      ),
    },
    { header: copy.subtitle, cell: (achievement) => achievement.subtitle },
  ],
  copy: { ...copy, editHeading: (achievement) => copy.editHeading(achievement.id) },
} satisfies Resource<AchievementRecord, FormData>;
