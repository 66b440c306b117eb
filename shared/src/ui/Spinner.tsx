import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledSpinner = styled.span<{ $size: 'sm' | 'lg' }>`
  display: inline-block;
  width: ${({ $size }) => ($size === 'sm' ? '1.1em' : '2.75rem')};
  height: ${({ $size }) => ($size === 'sm' ? '1.1em' : '2.75rem')};
  border: ${({ $size }) => ($size === 'sm' ? '2px' : '4px')} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const StyledCentre = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.primary};
`;

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: 'sm' | 'lg';
}

export function Spinner({ label = 'Loading…', size = 'sm' }: SpinnerProps) {
  return (
    <span role="status">
      <StyledSpinner $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A large centred spinner for a loading page or section. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <StyledCentre>
      <Spinner size="lg" label={label} />
    </StyledCentre>
  );
}
