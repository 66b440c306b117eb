import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledToast = styled.div<{ $tone: 'error' | 'success' }>`
  position: fixed;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space[3]});
  right: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.z.toast};
  max-width: min(24rem, calc(100vw - 2rem));
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.onDanger};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A toast in the top right; the caller decides how long it stays (see useTimedMessage). */
export function Toast({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <StyledToast role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </StyledToast>
  );
}
