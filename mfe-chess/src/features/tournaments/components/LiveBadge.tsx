import { StyledLiveBadge } from './styled';

/** The pulsing "Live" badge of a live row (the pulse stops under reduced motion). */
export function LiveBadge() {
  return <StyledLiveBadge>Live</StyledLiveBadge>;
}
