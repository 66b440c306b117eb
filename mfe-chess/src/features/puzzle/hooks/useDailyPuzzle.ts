import { useClock } from '@academy/shared';
import { useLoad } from '../../../lib/useLoad';
import type { LoadState } from '../../../lib/useLoad';
import { getPuzzles } from '../api/getPuzzles';
import { puzzleOfTheDay } from '../lib/dailyPuzzle';
import type { Puzzle } from '../lib/dailyPuzzle';

/** Today's puzzle by the visitor's local date: loading, error, or loaded (undefined when none). */
export function useDailyPuzzle(): { state: LoadState<Puzzle | undefined>; retry: () => void } {
  const clock = useClock();
  const { state, retry } = useLoad(getPuzzles, 'the daily puzzle');
  if (state.status !== 'loaded') return { state, retry };
  return { state: { status: 'loaded', data: puzzleOfTheDay(state.data, clock.now()) }, retry };
}
