import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiErrorMessage, failureStatus, isNetworkFailure } from '@academy/shared';
import { getDemo } from '../api/getDemo';
import type { DemoPage } from '@academy/contracts/records';

/**
 * A manage link's demo: loading, loaded, failed (network or our fault: try again) or refused (a
 * tampered, expired or erased link: the API's sentence, and trying again would not help).
 */
export type DemoState =
  { status: 'loading' } | { status: 'loaded'; demo: DemoPage } | { status: 'failed' } | { status: 'refused'; message: string };

/** Loads the demo of `token` on mount and on `retry()`; `replace` shows a newer answer (after a booking). */
export function useDemo(token: string, refusedFallback: string) {
  const [state, setState] = useState<DemoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    getDemo(token).then(
      (demo) => current && startTransition(() => setState({ status: 'loaded', demo })),
      (error: unknown) => {
        if (!current) return;
        const status = failureStatus(error);
        if (!isNetworkFailure(error) && status !== undefined && status >= 400 && status < 500) {
          setState({ status: 'refused', message: apiErrorMessage(error, refusedFallback) });
        } else {
          console.error('Loading the demo failed:', error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [token, refusedFallback, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((demo: DemoPage) => setState({ status: 'loaded', demo }), []);
  return { state, retry, replace };
}
