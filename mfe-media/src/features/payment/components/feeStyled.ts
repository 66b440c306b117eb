import styled from 'styled-components';
import { raisedCard } from '@academy/shared';

/** The amount a payment link asks for, above the ways to pay. */
export const StyledLinkNotice = styled.div<{ $tone: 'amount' | 'note' }>`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  border: 2px solid ${({ theme, $tone }) => ($tone === 'amount' ? theme.color.primary : theme.color.accent)};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.primary};
    overflow-wrap: anywhere;
  }
  strong + p {
    margin-top: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledFees = styled.section`
  margin: ${({ theme }) => theme.space[7]} 0;
  h2 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    text-align: center;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2 + p {
    margin-bottom: ${({ theme }) => theme.space[4]};
    text-align: center;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  }
`;

export const StyledFeeCard = styled.li`
  ${raisedCard}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** A published fee: the figure a parent looks for first. */
export const StyledFeeAmount = styled.p`
  && {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
