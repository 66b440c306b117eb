import styled from 'styled-components';
import { media } from '../theme/theme';
import { raisedPanel } from './surface';

/** The card a sign-up form sits in. */
export const FormCard = styled.form`
  ${raisedPanel}
`;

export const FormHeading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary};
  margin-bottom: ${({ theme }) => theme.space[1]};
`;

export const FormNote = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** The submit button with, beside it (below it on phones), the message of a failed send. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[5]};
  & > button {
    min-width: 10rem;
  }
  ${media.down('sm')} {
    & > button {
      width: 100%;
    }
  }
`;

export const FormFailure = styled.p`
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
