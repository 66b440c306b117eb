import { ButtonLink, NOT_FOUND_META, PageMeta } from '@academy/shared';
import { notFound } from '../content/statusPages';
import { StyledBanner } from '../layout/PageSection';

export default function NotFoundPage() {
  return (
    <StyledBanner>
      <PageMeta {...NOT_FOUND_META} />
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <ButtonLink to="/" variant="accent">
        {notFound.action}
      </ButtonLink>
    </StyledBanner>
  );
}
