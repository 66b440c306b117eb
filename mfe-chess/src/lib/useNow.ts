import { useEffect, useState } from 'react';
import { useClock } from '@academy/shared';

/** The clock's time, re-read every `everyMs` while mounted, so time-based views move on. */
export function useNow(everyMs: number): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());

  useEffect(() => {
    let handle: unknown;
    const tick = () => {
      setNow(clock.now());
      handle = clock.setTimeout(tick, everyMs);
    };
    handle = clock.setTimeout(tick, everyMs);
    return () => clock.clearTimeout(handle);
  }, [clock, everyMs]);

  return now;
}
