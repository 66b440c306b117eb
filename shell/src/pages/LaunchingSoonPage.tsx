import { ButtonLink, PageMeta, ROUTE_META } from '@academy/shared';
import { launchingSoon } from '../content/statusPages';
import { StyledBanner } from '../layout/PageSection';

export default function LaunchingSoonPage() {
  return (
    <StyledBanner>
      <PageMeta {...ROUTE_META.ai} />
      <h1>{launchingSoon.title}</h1>
      <p>{launchingSoon.text}</p>
      <ButtonLink to="/" variant="accent">
        {launchingSoon.action}
      </ButtonLink>
    </StyledBanner>
  );
}
