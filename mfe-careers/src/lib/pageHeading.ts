import styled from 'styled-components';
import { media } from '@academy/shared';

/** The page title of a careers page. */
export const StyledPageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.color.primary};
  ${media.up('sm')} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/** The line under the title. */
export const StyledPageLead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;
