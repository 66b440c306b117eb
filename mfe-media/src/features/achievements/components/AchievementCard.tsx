import { useConfig } from '@academy/shared';
import { ACHIEVEMENT_IMAGE, achievementImageUrl, achievementPath } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';
import { StyledCardBody, StyledCardLink } from './styled';

/** One gallery card: the picture, the student's name and what they achieved, linking to the detail. */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { imageBaseUrl } = useConfig();
  return (
    <StyledCardLink to={achievementPath(achievement.id)}>
      {/* The card's text names it; the picture repeats it, so it is decorative here. */}
      <img
        src={achievementImageUrl(imageBaseUrl, achievement.imageFile)}
        alt=""
        width={ACHIEVEMENT_IMAGE.width}
        height={ACHIEVEMENT_IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <StyledCardBody>
        <h2>{achievement.title}</h2>
        <p>{achievement.subtitle}</p>
      </StyledCardBody>
    </StyledCardLink>
  );
}
