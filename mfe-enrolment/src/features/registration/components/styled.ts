import styled from 'styled-components';
import { media } from '@academy/shared';

/** Six tracks on wide screens so short fields (age, country code) sit beside longer ones. */
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  & > * {
    grid-column: span 6;
  }
  ${media.up('sm')} {
    & > [data-span='2'] {
      grid-column: span 2;
    }
    & > [data-span='3'] {
      grid-column: span 3;
    }
    & > [data-span='4'] {
      grid-column: span 4;
    }
  }
`;
