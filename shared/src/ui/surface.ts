import { css } from 'styled-components';
import { media } from '../theme/theme';

/** The raised look every card, panel and form card shares: light surface, thin border, round corners. */
const raisedSurface = css`
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** A card in a grid of cards: raised surface, even padding, a soft shadow. */
export const raisedCard = css`
  ${raisedSurface}
  padding: ${({ theme }) => theme.space[5]};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** A panel that holds a task (a form, a puzzle): deeper shadow, padding that grows on wider screens. */
export const raisedPanel = css`
  ${raisedSurface}
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** A button that reads as an underlined link inside a sentence. */
export const textButtonStyles = css`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primaryHover};
  }
`;
