import { useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';

/**
 * Keys of the course dropdown (a disclosure of links): ArrowDown and ArrowUp walk from the
 * Courses link through the course links and back; Escape closes it and returns focus to the
 * Courses link. It stays closed until the pointer or focus leaves the item.
 */
export function useDropdownKeys() {
  const [dismissed, setDismissed] = useState(false);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && !dismissed) {
      setDismissed(true);
      links[0]?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(at + step + links.length) % links.length]?.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setDismissed(false);
  }

  return { 'data-dismissed': dismissed || undefined, onKeyDown, onBlur, onMouseLeave: () => setDismissed(false) };
}
