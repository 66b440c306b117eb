import { useConfig } from '@academy/shared';
import { ACHIEVEMENT_IMAGE, achievementImageUrl, achievementPath, isCertificate } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';
import { StyledCardBody, StyledCardLink } from './styled';

/**
 * One gallery card: the picture, the student's name and what they achieved, linking to the
 * detail. A certificate already shows the name and award, so the card's text is there for screen
 * readers only; a photo keeps its caption.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { imageBaseUrl } = useConfig();
  const certificate = isCertificate(achievement);
  return (
    <StyledCardLink to={achievementPath(achievement.id)} $certificate={certificate}>
      {/* The card's text names it; the picture repeats it, so it is decorative here. */}
      <img
        src={achievementImageUrl(imageBaseUrl, achievement.imageFile)}
        alt=""
        width={ACHIEVEMENT_IMAGE.width}
        height={ACHIEVEMENT_IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <StyledCardBody className={certificate ? 'visually-hidden' : undefined}>
        <h2>{achievement.title}</h2>
        <p>{achievement.subtitle}</p>
      </StyledCardBody>
    </StyledCardLink>
  );
}
