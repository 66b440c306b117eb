import { ButtonLink, PageMeta } from '@academy/shared';
import { offline } from '../content/statusPages';
import { StyledBanner } from '../layout/PageSection';

/**
 * The screen the service worker shows for a page this device has not kept, when there is no
 * connection. It is written once as static HTML with the site chrome (tooling/compose/prerender.mjs) and
 * runs no script, so its links are plain links to pages that may be kept.
 */
export default function OfflinePage() {
  return (
    <StyledBanner>
      <PageMeta title={offline.metaTitle} description={offline.text} />
      <h1>{offline.title}</h1>
      <p>{offline.text}</p>
      <ButtonLink to="/" variant="accent">
        {offline.action}
      </ButtonLink>
    </StyledBanner>
  );
}
