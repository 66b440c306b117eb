import { ButtonLink, NOT_FOUND_META, PageMeta } from '@academy/shared';
import { StyledBanner } from '../layout/PageSection';

export default function NotFoundPage() {
  return (
    <StyledBanner>
      <PageMeta {...NOT_FOUND_META} />
      <h1>Page not found</h1>
      <p>Sorry, we could not find that page. It may have moved, or the address may have a typo.</p>
      <ButtonLink to="/" variant="accent">
        Go to Home
      </ButtonLink>
    </StyledBanner>
  );
}
