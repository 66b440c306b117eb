import { useConfig } from '@academy/shared';
import { ACHIEVEMENT_IMAGE, achievementImageUrl, achievementPath, isCertificate } from '../lib/achievement';
import type { Achievement } from '../lib/achievement';
import { CertificateFace } from './CertificateFace';
import { StyledCardBody, StyledCardLink } from './styled';

/**
 * One gallery card, linking to the detail: a sample certificate is drawn on the card in the
 * page's type (its name and award are the certificate's own lines, with no caption repeating
 * them); any other picture is shown with its caption, the student's name and what they achieved.
 */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { imageBaseUrl } = useConfig();
  if (isCertificate(achievement)) {
    return (
      <StyledCardLink to={achievementPath(achievement.id)}>
        <CertificateFace achievement={achievement} />
      </StyledCardLink>
    );
  }
  return (
    <StyledCardLink to={achievementPath(achievement.id)}>
      {/* The caption names it; the picture shows it, so it is decorative here. */}
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
