import styled from 'styled-components';
import { media } from '@academy/shared';

export const StyledFormCard = styled.form`
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledFormHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

export const StyledFormNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** Six tracks on wide screens so short fields (age, country code) sit beside longer ones. */
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  & > * { grid-column: span 6; }
  ${media.up('sm')} {
    & > [data-span='2'] { grid-column: span 2; }
    & > [data-span='3'] { grid-column: span 3; }
    & > [data-span='4'] { grid-column: span 4; }
  }
`;

export const StyledSubmitRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[5]};
  & > button { min-width: 10rem; }
  ${media.down('sm')} {
    & > button { width: 100%; }
  }
`;

export const StyledFailure = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSurface};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
