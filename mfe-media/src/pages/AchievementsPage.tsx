import { PageMeta, ROUTE_META } from '@academy/shared';
import { AchievementsGallery } from '../features/achievements/components/AchievementsGallery';
import { StyledPage, StyledPageHeader } from '../ui/PageLayout';
import { ACHIEVEMENTS_COPY } from '../content/achievementsCopy';

/** /achievements: the gallery of students' certificates. */
export default function AchievementsPage() {
  return (
    <StyledPage>
      <PageMeta {...ROUTE_META.achievements} />
      <StyledPageHeader>
        <h1>{ACHIEVEMENTS_COPY.title}</h1>
        <p>{ACHIEVEMENTS_COPY.intro}</p>
      </StyledPageHeader>
      <AchievementsGallery />
    </StyledPage>
  );
}
