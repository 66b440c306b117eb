import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmptyState = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** The "Sorry, No … Available" block of an empty data view, with an optional action. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <StyledEmptyState>
      <p>{children}</p>
      {action}
    </StyledEmptyState>
  );
}
