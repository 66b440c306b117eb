import { useTheme } from 'styled-components';
import { KNIGHT_PATH } from '@academy/shared';
import { ACHIEVEMENTS_COPY } from '../../../content/achievementsCopy';
import type { Achievement } from '../lib/achievement';
import { StyledCertificate } from './styled';

/**
 * A sample certificate on its gallery card, drawn in the page's own type: the picture shrunk to a
 * card printed its lettering at 5–6 px in whatever font the system had, since a picture cannot use
 * the page's web font. The detail page shows the picture itself, large.
 */
export function CertificateFace({ achievement }: { achievement: Achievement }) {
  const { color } = useTheme();
  return (
    <StyledCertificate>
      <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="16" fill={color.primary} />
        <path fill={color.onPrimary} d={KNIGHT_PATH} />
        <rect x="10" y="50" width="44" height="3" rx="1.5" fill={color.onPrimary} />
        <circle cx="20" cy="51.5" r="4.5" fill={color.accent} />
        <circle cx="32" cy="51.5" r="4.5" fill={color.accent} />
        <circle cx="44" cy="51.5" r="4.5" fill={color.onPrimary} />
      </svg>
      <span className="kind">{ACHIEVEMENTS_COPY.certificateKind}</span>
      <h2>{achievement.title}</h2>
      <p>{achievement.subtitle}</p>
    </StyledCertificate>
  );
}
