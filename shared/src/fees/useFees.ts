import { useCallback, useEffect, useState } from 'react';
import type { FeeRecord } from '@academy/contracts/records';
import { useClock } from '../clock/ClockContext';
import { getFees } from './getFees';

export type FeesState = { status: 'loading' } | { status: 'loaded'; fees: FeeRecord[]; offlineAsOf: Date | null } | { status: 'failed' };

/** The published fees (the payment page's table, a course page's fee), loaded on mount and on `reload`. */
export function useFees(): FeesState & { reload: () => void } {
  const clock = useClock();
  const [attempt, setAttempt] = useState(0);
  // The answer with the attempt it answers: a reload reads as loading until its own answer.
  const [answer, setAnswer] = useState<{ attempt: number; state: FeesState } | null>(null);
  useEffect(() => {
    let current = true;
    getFees(() => clock.now()).then(
      ({ data, offlineAsOf }) => current && setAnswer({ attempt, state: { status: 'loaded', fees: data, offlineAsOf } }),
      () => current && setAnswer({ attempt, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [attempt, clock]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: FeesState = answer?.attempt === attempt ? answer.state : { status: 'loading' };
  return { ...state, reload };
}
