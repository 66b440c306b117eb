import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const canQuery = (): boolean => typeof window.matchMedia === 'function';

function subscribe(onChange: () => void): () => void {
  if (!canQuery()) return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener?.('change', onChange);
  return () => query.removeEventListener?.('change', onChange);
}

/** Whether the visitor asked for less motion; false on the server and until read in the browser. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => canQuery() && window.matchMedia(QUERY).matches,
    () => false,
  );
}
