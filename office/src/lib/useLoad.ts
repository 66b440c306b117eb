import { useCallback, useEffect, useState } from 'react';
import { failureStatus } from '@academy/shared';
import { useSession } from './session';

// One data view's request: loading, failed (with a retry) or loaded. A 401 means the session
// ended, so the office shows the sign-in page.

export type Load<T> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; data: T };

export function useLoad<T>(load: () => Promise<T>, key: string): { state: Load<T>; reload(): void } {
  const { expired } = useSession();
  const [state, setState] = useState<Load<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load().then(
      (data) => live && setState({ kind: 'loaded', data }),
      (error: unknown) => {
        if (!live) return;
        if (failureStatus(error) === 401) expired();
        else setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
    // `key` names what is loaded; `load` is a new closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, expired]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
