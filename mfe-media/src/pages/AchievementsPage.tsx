import { AchievementsGallery } from '../features/achievements/components/AchievementsGallery';
import { StyledPage, StyledPageHeader } from '../ui/PageLayout';
import { ACHIEVEMENTS_COPY } from '../content/achievementsCopy';

/** /achievements: the gallery of students' certificates. */
export default function AchievementsPage() {
  return (
    <StyledPage>
      <StyledPageHeader>
        <h1>{ACHIEVEMENTS_COPY.title}</h1>
        <p>{ACHIEVEMENTS_COPY.intro}</p>
      </StyledPageHeader>
      <AchievementsGallery />
    </StyledPage>
  );
}
