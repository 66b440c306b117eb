import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@academy/shared';
import { phoneCopy } from '../../../content/records';

const StyledToggle = styled(Button)`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/**
 * The list's filters on a phone: folded behind "Filters (N applied)", so the first record shows on
 * the first screen. Applying or clearing them (the applied filters change) folds them again and
 * puts the focus back on the button, except from Export. On a desk's screen they are simply there.
 */
export function FoldedFilters({
  folded,
  id,
  applied,
  appliedKey,
  children,
}: {
  /** Fold the filters away (a phone). */
  folded: boolean;
  /** The panel's id, for the button's aria-controls. */
  id: string;
  /** How many filters are applied, for the button's words. */
  applied: number;
  /** Changes when the applied filters change. */
  appliedKey: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [shownKey, setShownKey] = useState(appliedKey);
  const [refocus, setRefocus] = useState(0);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    // Export applies the filters typed and asks to be pressed again: it stays in reach, with its words.
    const exporting = document.activeElement instanceof HTMLAnchorElement && document.activeElement.hasAttribute('download');
    if (open && !exporting) {
      setOpen(false);
      setRefocus((count) => count + 1);
    }
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The button that folded them was inside the panel: the focus would fall to the page's top.
  useEffect(() => {
    const active = document.activeElement;
    if (refocus > 0 && (active === null || active === document.body || panelRef.current?.contains(active))) toggleRef.current?.focus();
  }, [refocus]);
  // The panel is always rendered, so turning the phone (folded or not) keeps what was typed.
  return (
    <>
      {folded && (
        <StyledToggle ref={toggleRef} variant="outline" aria-expanded={open} aria-controls={id} onClick={() => setOpen((now) => !now)}>
          {phoneCopy.filters(applied)}
        </StyledToggle>
      )}
      <div id={id} ref={panelRef} hidden={folded && !open}>
        {children}
      </div>
    </>
  );
}
