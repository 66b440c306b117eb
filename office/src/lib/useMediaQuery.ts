import { useCallback, useSyncExternalStore } from 'react';

// The office's one switch between a desk's screen and a phone held upright. The lists' table needs
// about 850 px; below 700 px it would scroll sideways, so the lists show cards there instead.

/** A phone (or any screen narrower than the lists' table can be read on). */
export const PHONE_QUERY = '(max-width: 699.98px)';

/**
 * Whether the media query matches now, following it as the window is resized or turned. Where the
 * browser has no matchMedia (the tests' jsdom), it never matches: the desk's layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** True on a phone: the lists show cards and keep their filters folded away. */
export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);
