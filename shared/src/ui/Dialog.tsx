import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

// A WAI-ARIA APG modal dialog: focus moves in, Tab/Shift+Tab wrap inside, Escape closes,
// focus returns to the opener, and an overlay covers the page while it is open.
//
// Why not the native <dialog> with showModal(): this component is portalled over every app of
// the federated page and its overlay is a themed element the enrolment success overlay and the
// terms dialogs style and test against (data-testid="dialog-overlay", a click outside closes).
// A native dialog's ::backdrop cannot carry the overlay click or the theme's z-layers the same
// way, and jsdom has no showModal(), so every consumer's unit tests would depend on a polyfill.
// The hand-written trap below is small, tested (Dialog.test.tsx) and behaves identically in
// every browser we support.

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  background: ${({ theme }) => theme.color.backdrop};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
`;

const StyledPanel = styled.div<{ $size: 'md' | 'lg' }>`
  position: relative;
  z-index: ${({ theme }) => theme.z.dialog};
  width: 100%;
  max-width: ${({ $size }) => ($size === 'lg' ? '52rem' : '32rem')};
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
  &:focus {
    outline: none;
  }
`;

const StyledClose = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  width: ${({ theme }) => theme.layout.touchTarget};
  height: ${({ theme }) => theme.layout.touchTarget};
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The accessible name; rendered as the dialog's heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** Where focus goes when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Show the × button in the corner (default true). */
  showCloseButton?: boolean;
}

export function Dialog({ open, onClose, title, hideTitle, children, size = 'md', initialFocusRef, showCloseButton = true }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (focusable.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || active === panel)) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && active === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;
  return createPortal(
    <StyledOverlay
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <StyledPanel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size}>
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </h2>
        {children}
        {showCloseButton && (
          <StyledClose type="button" aria-label="Close dialog" onClick={onClose}>
            ×
          </StyledClose>
        )}
      </StyledPanel>
    </StyledOverlay>,
    document.body,
  );
}
