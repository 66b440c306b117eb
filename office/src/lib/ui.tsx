import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, LoadingBlock, StyledInput } from '@academy/shared';
import { commonCopy, officeCopy } from '../content/office';
import type { Load } from './useLoad';

// The office's building blocks on the shared theme: a page heading that takes focus when the
// page opens (so a screen reader hears where it is), a data view's four states, tables and forms.

const StyledHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.font.size.xl};
  &:focus {
    outline: none;
  }
`;

/** The page's heading: focused when the page opens, and the tab's title, so open tabs can be told apart. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  useEffect(() => {
    document.title = officeCopy.title(ref.current?.textContent ?? '');
  });
  return (
    <StyledHeading ref={ref} tabIndex={-1}>
      {children}
    </StyledHeading>
  );
}

/**
 * Loading, failed (with a retry), empty or the loaded view. Loading again, the last data stays
 * (marked busy) in the same element, so nothing the keyboard is on is taken from under it.
 */
export function DataView<T>({
  state,
  reload,
  empty,
  isEmpty,
  children,
}: {
  state: Load<T>;
  reload: () => void;
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const data = state.kind === 'loaded' ? state.data : state.kind === 'loading' ? state.previous : undefined;
  if (data !== undefined && !isEmpty(data)) return <div aria-busy={state.kind === 'loading' || undefined}>{children(data)}</div>;
  if (state.kind === 'loading') return <LoadingBlock />;
  if (state.kind === 'failed') {
    return (
      <Notice role="alert" $tone="error">
        {commonCopy.loadFailed}{' '}
        <Button variant="outline" onClick={reload}>
          {commonCopy.retry}
        </Button>
      </Notice>
    );
  }
  return <EmptyState>{empty}</EmptyState>;
}

export const Notice = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.dangerSurface : theme.color.successSurface)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** A table that scrolls sideways on a phone instead of squeezing its columns. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.color.surface};
    white-space: nowrap;
  }
`;

/**
 * A date or time field. Chromium's Tab stops on each part of it (month, day, year, then the
 * calendar or clock button), and on the button neither :focus nor :focus-visible matches the
 * field: the theme's focus ring is drawn on :focus-within, so it shows on every stop.
 */
export const DateTimeInput = styled(StyledInput)`
  &:focus,
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

export const TextArea = styled.textarea`
  width: 100%;
  min-height: 4.5rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceRaised};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSurface};
  }
`;

/** A line of help under a field, or a second line in a table's cell. */
export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
