import { useCallback } from 'react';
import { useClock } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { useLoad } from '../../../lib/useLoad';
import type { LoadState } from '../../../lib/useLoad';
import { getPuzzles } from '../api/getPuzzles';
import { puzzleOfTheDay } from '../lib/dailyPuzzle';
import type { Puzzle } from '../lib/dailyPuzzle';

/**
 * Today's puzzle by the visitor's local date: loading, error, or loaded (undefined when none),
 * with when it was fetched when it is the copy kept on the device.
 */
export function useDailyPuzzle(): { state: LoadState<Kept<Puzzle | undefined>>; retry: () => void } {
  const clock = useClock();
  const load = useCallback(() => getPuzzles(() => clock.now()), [clock]);
  const { state, retry } = useLoad(load, 'the daily puzzle');
  if (state.status !== 'loaded') return { state, retry };
  return {
    state: { status: 'loaded', data: { data: puzzleOfTheDay(state.data.data, clock.now()), offlineAsOf: state.data.offlineAsOf } },
    retry,
  };
}
