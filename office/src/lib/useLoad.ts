import { useCallback, useEffect, useState } from 'react';
import { failureStatus } from '@academy/shared';
import { useSession } from './session';

// One data view's request: loading, failed (with a retry) or loaded. A 401 means the session
// ended, so the office shows the sign-in page. While it loads again (after a save, a delete or a
// change of page) the last data stays in `previous`, so the list, and the button a keyboard user
// just pressed in it, stays on the page until the new data replaces it.

export type Load<T> = { kind: 'loading'; previous?: T } | { kind: 'failed' } | { kind: 'loaded'; data: T };

/** The state while loading again: the last data a view showed stays, through any number of reloads. */
export function reloading<T>(current: Load<T>): Load<T> {
  const previous = current.kind === 'loaded' ? current.data : current.kind === 'loading' ? current.previous : undefined;
  return previous === undefined ? { kind: 'loading' } : { kind: 'loading', previous };
}

export function useLoad<T>(load: () => Promise<T>, key: string): { state: Load<T>; reload: () => void } {
  const { expired } = useSession();
  const [state, setState] = useState<Load<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Another `key` is loading again from this render on (React's way to adjust state to a prop).
  const [loadedKey, setLoadedKey] = useState(key);
  if (loadedKey !== key) {
    setLoadedKey(key);
    setState(reloading);
  }
  useEffect(() => {
    let live = true;
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
  const reload = useCallback(() => {
    setState(reloading);
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
