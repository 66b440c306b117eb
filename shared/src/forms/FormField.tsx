import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

// A labelled field with its message beside it; the control itself is passed as a child and
// wired with `useForm().field(name)` (id, aria-invalid, aria-describedby).

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledLabel = styled.label<{ $required?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  /* The asterisk is visual only; the control itself carries aria-required. */
  ${({ $required, theme }) =>
    $required &&
    css`
      &::after {
        content: '*';
        color: ${theme.color.danger};
        margin-left: ${theme.space[1]};
      }
    `}
`;

const StyledOptional = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  margin-left: ${({ theme }) => theme.space[1]};
`;

const StyledFieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSurface};
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
`;

export const StyledSelect = styled.select`
  ${controlStyles}
`;

export interface FormFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: string;
  /** The control's id (from `fieldId(name)`). */
  htmlFor: string;
  /** The message's id (from `errorId(name)`), referenced by the control's aria-describedby. */
  errorId: string;
  error?: string;
  required?: boolean;
  /** Mark the field "(optional)" in its label. */
  optional?: boolean;
  children: ReactNode;
}

export function FormField({ label, htmlFor, errorId, error, required, optional, children, ...rest }: FormFieldProps) {
  return (
    <StyledField {...rest}>
      <StyledLabel htmlFor={htmlFor} $required={required}>
        {label}
        {optional && <StyledOptional>(optional)</StyledOptional>}
      </StyledLabel>
      {children}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
