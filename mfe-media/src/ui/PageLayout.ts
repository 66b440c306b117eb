import styled from 'styled-components';
import { media, pageGutter } from '@academy/shared';

/** The width and gutters of every page of this remote. */
export const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space[5]} ${pageGutter} ${({ theme }) => theme.space[7]};
  ${media.up('mobileMenu')} {
    padding-top: ${({ theme }) => theme.space[7]};
  }
`;

/** A centred page title with its intro lines. */
export const StyledPageHeader = styled.header`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space[6]};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.primary};
    ${media.up('sm')} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 0 auto ${({ theme }) => theme.space[2]};
    max-width: 40rem;
  }
`;
