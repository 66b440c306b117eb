import styled from 'styled-components';
import { media, pageGutter } from '@academy/shared';

/** The centred column of this remote's pages. */
export const StyledPage = styled.div`
  padding: ${({ theme }) => theme.space[6]} ${pageGutter} ${({ theme }) => theme.space[7]};
  h1 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ${media.up('mobileMenu')} {
    padding-top: ${({ theme }) => theme.space[7]};
    h1 {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
`;

export const StyledLead = styled.p`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
