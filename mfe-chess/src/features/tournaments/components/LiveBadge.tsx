import { LIVE_LABEL } from '../../../content/tournamentCopy';
import { StyledLiveBadge } from './styled';

/** The pulsing "Live" badge of a live row (the pulse stops under reduced motion). */
export function LiveBadge() {
  return <StyledLiveBadge>{LIVE_LABEL}</StyledLiveBadge>;
}
