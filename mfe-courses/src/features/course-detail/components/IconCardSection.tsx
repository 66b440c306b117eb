import styled from 'styled-components';
import { media } from '@academy/shared';
import type { IconCard } from '../../../content/courses';
import { Icon } from '../../../lib/icons';
import { StyledSection } from './StyledSection';

const StyledGrid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('mobileMenu')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space[4]};
    align-content: start;
    padding: ${({ theme }) => theme.space[5]};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  .icon {
    display: inline-grid;
    place-items: center;
    width: ${({ theme }) => theme.layout.touchTarget};
    height: ${({ theme }) => theme.layout.touchTarget};
    grid-row: span 2;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** "What you'll Learn" and "Benefits": a titled grid of icon cards. */
export function IconCardSection({
  id,
  title,
  cards,
  tinted = false,
}: {
  id: string;
  title: string;
  cards: readonly IconCard[];
  tinted?: boolean;
}) {
  return (
    <StyledSection aria-labelledby={id} $tinted={tinted}>
      <h2 id={id}>{title}</h2>
      <StyledGrid $columns={cards.length % 3 === 0 ? 3 : 2}>
        {cards.map((card) => (
          <li key={card.title}>
            <span className="icon">
              <Icon name={card.icon} />
            </span>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
          </li>
        ))}
      </StyledGrid>
    </StyledSection>
  );
}
