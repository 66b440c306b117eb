import { useCallback, useEffect, useRef, useState } from 'react';
import { getAchievements } from '../api/getAchievements';
import type { Achievement } from '../lib/achievement';

export type AchievementsState =
  | { status: 'loading' }
  | { status: 'loaded'; achievements: Achievement[] }
  | { status: 'failed' };

/** Loads the achievements on mount and on `reload`; `onError` hears each failure once. */
export function useAchievements(onError: (error: unknown) => void): AchievementsState & { reload: () => void } {
  const [state, setState] = useState<AchievementsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getAchievements().then(
      (achievements) => current && setState({ status: 'loaded', achievements }),
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'failed' });
        onErrorRef.current(error);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
