import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, NOT_FOUND_META, PageMeta, media } from '@academy/shared';
import { notFound } from '../content/notFoundPage';
import { StyledBanner, StyledPageSection } from '../layout/PageSection';

/** The main pages as a grid of large links, so a mistyped address is one tap from somewhere useful. */
const StyledLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  padding: 0;
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    height: 100%;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export default function NotFoundPage() {
  return (
    <>
      <StyledBanner>
        <PageMeta {...NOT_FOUND_META} />
        <h1>{notFound.title}</h1>
        <p>{notFound.text}</p>
        <ButtonLink to="/" variant="accent">
          {notFound.action}
        </ButtonLink>
      </StyledBanner>
      <StyledPageSection aria-labelledby="not-found-links">
        <div>
          <h2 id="not-found-links">{notFound.linksTitle}</h2>
          <StyledLinks>
            {notFound.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </StyledLinks>
        </div>
      </StyledPageSection>
    </>
  );
}
