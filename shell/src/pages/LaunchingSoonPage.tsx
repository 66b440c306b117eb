import { ButtonLink } from '@academy/shared';
import { StyledBanner } from '../layout/PageSection';

export default function LaunchingSoonPage() {
  return (
    <StyledBanner>
      <h1>Launching Soon</h1>
      <p>We are working on something new for our students. Please check again after sometime.</p>
      <ButtonLink to="/" variant="accent">
        Back to Home
      </ButtonLink>
    </StyledBanner>
  );
}
