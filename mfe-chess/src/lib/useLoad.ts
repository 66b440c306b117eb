import { startTransition, useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; data: T };

/**
 * Runs `load` on mount and on `retry()`, as loading → loaded or error. A failure is logged for
 * staff and shown as an error state (the page never hangs on a spinner).
 */
export function useLoad<T>(load: () => Promise<T>, what: string): { state: LoadState<T>; retry: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      // As a transition, rendering what arrived yields to the browser every few milliseconds.
      (data) => current && startTransition(() => setState({ status: 'loaded', data })),
      (error: unknown) => {
        console.error(`Loading ${what} failed:`, error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [load, what, attempt]);

  // Trying again shows the loading state from the click on, not from the effect's next run.
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
