import styled from 'styled-components';
import { media, pageGutter } from '@academy/shared';

/** A centred content column used by the shell's own pages. */
export const StyledPageSection = styled.section<{ $tone?: 'plain' | 'tinted' }>`
  padding: ${({ theme }) => theme.space[7]} ${pageGutter};
  background: ${({ theme, $tone }) => ($tone === 'tinted' ? theme.color.surface : 'transparent')};
  > * {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin-left: auto;
    margin-right: auto;
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
  }
  ${media.up('mobileMenu')} {
    h1 {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
`;

export const StyledCardGrid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const StyledCard = styled.li`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  h3 {
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0;
  }
  .icon {
    font-size: 2rem;
    display: block;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledBanner = styled.section`
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.primary}, ${({ theme }) => theme.color.primaryHover});
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  > * {
    max-width: 48rem;
    margin-left: auto;
    margin-right: auto;
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
