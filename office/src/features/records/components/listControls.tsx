import styled, { css } from 'styled-components';
import { Button, StyledInput, StyledSelect, buttonStyles } from '@academy/shared';
import type { ButtonVariant } from '@academy/shared';

// The list's controls at a desktop's density: buttons, fields and menus one line of text high,
// so the filters take one row and the records the rest of the screen.

const dense = css`
  min-height: 1.75rem;
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const SmallButton = styled(Button)`
  ${dense}
`;

export const SmallExport = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  ${dense}
`;

export const SmallInput = styled(StyledInput)`
  ${dense}
`;

export const SmallSelect = styled(StyledSelect)`
  ${dense}
`;

/** A line of controls that wraps on a narrow screen. */
export const ControlLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

/** A group's name at the start of a line of controls. */
export const LineLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
