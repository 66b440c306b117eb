import styled from 'styled-components';
import { Button } from '@academy/shared';

const StyledFailure = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[6]} auto;
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  border-left: 4px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerSurface};
  color: ${({ theme }) => theme.color.text};
  p {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A load that failed: the sentence and a Retry button. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StyledFailure role="alert">
      <p>{message}</p>
      <Button onClick={onRetry}>Retry</Button>
    </StyledFailure>
  );
}
