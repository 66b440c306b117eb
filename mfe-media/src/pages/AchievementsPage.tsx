import { AchievementsGallery } from '../features/achievements/components/AchievementsGallery';
import { StyledHeader, StyledPage } from '../features/achievements/components/styled';
import { ACHIEVEMENTS_COPY } from '../content/achievementsCopy';

/** /achievements: the gallery of students' certificates. */
export default function AchievementsPage() {
  return (
    <StyledPage>
      <StyledHeader>
        <h1>{ACHIEVEMENTS_COPY.title}</h1>
        <p>{ACHIEVEMENTS_COPY.intro}</p>
      </StyledHeader>
      <AchievementsGallery />
    </StyledPage>
  );
}
