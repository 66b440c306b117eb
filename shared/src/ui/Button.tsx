import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accentHover};
    }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.surface};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      text-decoration: underline;
    }
  `,
};

export const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variantStyles[$variant]}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledButtonLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button (a submit in flight). */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, busyLabel = 'Submitting…', disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <StyledButton ref={ref} type={type} $variant={variant} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <Spinner label={busyLabel} />}
      {children}
    </StyledButton>
  );
});

export function ButtonLink({ variant = 'primary', ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <StyledButtonLink $variant={variant} {...rest} />;
}
