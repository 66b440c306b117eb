import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useClock } from '@academy/shared';
import { getAchievements } from '../api/getAchievements';
import type { Achievement } from '../lib/achievement';

export type AchievementsState =
  { status: 'loading' } | { status: 'loaded'; achievements: Achievement[]; offlineAsOf: Date | null } | { status: 'failed' };

/** Loads the achievements on mount and on `reload` (offline: the copy last fetched, with when); `onError` hears each failure once. */
export function useAchievements(onError: (error: unknown) => void): AchievementsState & { reload: () => void } {
  const [state, setState] = useState<AchievementsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const clock = useClock();
  const onErrorRef = useRef(onError);
  useLayoutEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let current = true;
    getAchievements(() => clock.now()).then(
      // As a transition, rendering the gallery yields to the browser every few milliseconds.
      ({ data, offlineAsOf }) => current && startTransition(() => setState({ status: 'loaded', achievements: data, offlineAsOf })),
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'failed' });
        onErrorRef.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, clock]);

  // Loading again shows the loading state from the click on, not from the effect's next run.
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}
