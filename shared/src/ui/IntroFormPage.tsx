import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, pageGutter } from '../theme/theme';

const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  /* The page column every route shares: the gutter puts the intro at the header's left edge. */
  padding: ${({ theme }) => theme.space[5]} ${pageGutter} ${({ theme }) => theme.space[7]};
  ${media.up('mobileMenu')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[7]};
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

/** A sign-up page: the intro beside the form on wide screens, above it on narrow ones. */
export function IntroFormPage({ intro, form }: { intro: ReactNode; form: ReactNode }) {
  return (
    <StyledPage>
      {intro}
      <div>{form}</div>
    </StyledPage>
  );
}
