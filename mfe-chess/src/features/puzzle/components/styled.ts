import styled, { css } from 'styled-components';
import { media, raisedPanel } from '@academy/shared';
import type { Outcome } from '../lib/dailyPuzzle';

export const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${media.up('mobileMenu')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/**
 * The puzzle's place on the page, as high while it loads, failed or is missing as a card with a
 * question of a few lines, so the invitation below it on a phone stays where it first appeared.
 */
const puzzleSlot = css`
  ${raisedPanel}
  min-height: 30rem;
  ${media.up('sm')} {
    min-height: 22rem;
  }
`;

export const StyledCard = styled.article`
  ${puzzleSlot}
`;

/** The empty card in which the spinner, the failure or the empty message stands. */
export const StyledPuzzlePlaceholder = styled.div`
  ${puzzleSlot}
  display: flex;
  flex-direction: column;
  justify-content: center;
`;

export const StyledDate = styled.h2`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.accent};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const StyledQuestion = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: pre-line;
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const StyledOptions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const outcomeStyles: Record<Outcome, ReturnType<typeof css>> = {
  correct: css`
    background: ${({ theme }) => theme.color.success};
    border-color: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  incorrect: css`
    background: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
  `,
};

export const StyledOption = styled.button<{ $outcome?: Outcome }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
  }
  &:disabled:not([data-chosen]) {
    opacity: 0.6;
  }
  ${({ $outcome }) => $outcome && outcomeStyles[$outcome]}
`;

export const StyledLetter = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  [data-chosen] > & {
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const StyledResult = styled.div`
  margin-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &:empty {
    display: none;
  }
`;

export const StyledExplanation = styled.section`
  margin-top: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

export const StyledAside = styled.aside`
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;
