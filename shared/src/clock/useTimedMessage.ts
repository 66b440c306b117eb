import { useCallback, useEffect, useRef, useState } from 'react';
import { useClock } from './ClockContext';

export interface TimedMessage<T> {
  message: T | null;
  show: (message: T) => void;
  clear: () => void;
}

/** A message that disappears `durationMs` after it was last shown (the site's 2 s, 5 s and 10 s messages). */
export function useTimedMessage<T = string>(durationMs: number): TimedMessage<T> {
  const clock = useClock();
  const [message, setMessage] = useState<T | null>(null);
  const handle = useRef<unknown>(null);

  const clear = useCallback(() => {
    if (handle.current !== null) clock.clearTimeout(handle.current);
    handle.current = null;
    setMessage(null);
  }, [clock]);

  const show = useCallback(
    (next: T) => {
      if (handle.current !== null) clock.clearTimeout(handle.current);
      setMessage(next);
      handle.current = clock.setTimeout(() => {
        handle.current = null;
        setMessage(null);
      }, durationMs);
    },
    [clock, durationMs],
  );

  useEffect(
    () => () => {
      if (handle.current !== null) clock.clearTimeout(handle.current);
    },
    [clock],
  );

  return { message, show, clear };
}
