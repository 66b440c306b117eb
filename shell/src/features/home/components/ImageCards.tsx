import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledCardGrid } from '../../../layout/PageSection';

const StyledImageCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  img {
    width: 100%;
    aspect-ratio: 8 / 5;
    object-fit: cover;
  }
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    flex: 1;
    padding: ${({ theme }) => theme.space[4]};
  }
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    flex: 1;
  }
  button {
    align-self: flex-start;
  }
`;

export interface ImageCardItem {
  title: string;
  description: string;
  image: string;
}

/** A grid of cards with an illustration, a title, one line and an optional action. */
export function ImageCards<T extends ImageCardItem>({ items, action }: { items: T[]; action?: (item: T) => ReactNode }) {
  return (
    <StyledCardGrid>
      {items.map((item) => (
        <StyledImageCard key={item.title}>
          <img src={item.image} alt="" width={640} height={400} loading="lazy" />
          <div>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            {action?.(item)}
          </div>
        </StyledImageCard>
      ))}
    </StyledCardGrid>
  );
}
