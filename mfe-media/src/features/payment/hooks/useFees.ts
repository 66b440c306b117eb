import { useCallback, useEffect, useState } from 'react';
import { useClock } from '@academy/shared';
import type { FeeRecord } from '@academy/contracts/records';
import { getFees } from '../api/getFees';

export type FeesState = { status: 'loading' } | { status: 'loaded'; fees: FeeRecord[]; offlineAsOf: Date | null } | { status: 'failed' };

/** The published fees, loaded on mount and on `reload`. */
export function useFees(): FeesState & { reload(): void } {
  const clock = useClock();
  const [state, setState] = useState<FeesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getFees(() => clock.now()).then(
      ({ data, offlineAsOf }) => current && setState({ status: 'loaded', fees: data, offlineAsOf }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, clock]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
