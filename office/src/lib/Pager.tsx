import styled from 'styled-components';
import { Button } from '@academy/shared';
import { tableCopy } from '../content/records';

// The Previous / Next paging of the office's lists (registrations, applications, the audit log).
// At the first or last page the button is marked aria-disabled rather than disabled: a disabled
// button drops the keyboard's focus to <body>, and a keyboard user who pressed Next onto the last
// page would lose their place.

const StyledPaging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  /* Greyed by colour, not opacity, so the focus ring on it keeps its full contrast. */
  button[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
    border-color: ${({ theme }) => theme.color.border};
    cursor: not-allowed;
  }
`;

/** How many pages `total` rows fill at `size` a page; an empty list is one (empty) page. */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <StyledPaging aria-label={tableCopy.pagination}>
      <Button variant="outline" aria-disabled={atFirst} onClick={() => !atFirst && onPage(page - 1)}>
        {tableCopy.previous}
      </Button>
      <span aria-live="polite">{tableCopy.page(page, pages)}</span>
      <Button variant="outline" aria-disabled={atLast} onClick={() => !atLast && onPage(page + 1)}>
        {tableCopy.next}
      </Button>
    </StyledPaging>
  );
}
