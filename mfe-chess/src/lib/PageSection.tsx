import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, pageGutter } from '@academy/shared';

const StyledSection = styled.section`
  padding: ${({ theme }) => theme.space[5]} ${pageGutter} ${({ theme }) => theme.space[7]};
  ${media.up('mobileMenu')} {
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
  margin-bottom: ${({ theme }) => theme.space[2]};
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const StyledIntro = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

/** A page of this remote: its title, a short intro and the content. */
export function PageSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      <StyledIntro>{intro}</StyledIntro>
      {children}
    </StyledSection>
  );
}
