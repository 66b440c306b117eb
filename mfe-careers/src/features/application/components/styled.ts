import styled, { keyframes } from 'styled-components';
import { FormActions, FormFailure, media, textButtonStyles } from '@academy/shared';

/** Holds the form and, after a success, the panel that slides over it. */
export const StyledFormArea = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

/** Two columns on wide screens, one on phones. */
export const StyledFieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The box, then its words and the Terms & Conditions button in one column beside it (as the consent box). */
export const StyledTerms = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.font.size.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
    cursor: pointer;
  }
  label {
    cursor: pointer;
  }
`;

/** The submit row sits a little closer to the terms line above it. */
export const StyledSubmitRow = styled(FormActions)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const StyledFailure = styled(FormFailure)`
  flex-basis: 14rem;
`;

export const StyledTextButton = styled.button`
  ${textButtonStyles}
  /* Never broken across lines, and a 24 px high target (WCAG 2.2, 2.5.8) in its line. */
  white-space: nowrap;
  min-height: 1.5rem;
`;

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

export const StyledSuccessPanel = styled.section`
  position: absolute;
  inset: 0;
  z-index: ${({ theme }) => theme.z.base};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.success};
  }
  p {
    margin: 0;
  }
`;

export const StyledSuccessMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.success};
  svg {
    width: 55%;
    height: 55%;
  }
`;

export const StyledNumber = styled.p`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border: 2px dashed ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
