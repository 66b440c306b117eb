import { ButtonLink, PageMeta, ROUTE_META } from '@academy/shared';
import { StyledBanner } from '../layout/PageSection';

export default function LaunchingSoonPage() {
  return (
    <StyledBanner>
      <PageMeta {...ROUTE_META.ai} />
      <h1>Launching Soon</h1>
      <p>We are working on something new for our students. Please check again after sometime.</p>
      <ButtonLink to="/" variant="accent">
        Back to Home
      </ButtonLink>
    </StyledBanner>
  );
}
