import { EmptyState, LoadingBlock, OfflineAsOf } from '@academy/shared';
import { PUZZLE_EMPTY, PUZZLE_FAILED, PUZZLE_KEPT, PUZZLE_LOADING } from '../../../content/puzzleCopy';
import { LoadFailure } from '../../../lib/LoadFailure';
import { useDailyPuzzle } from '../hooks/useDailyPuzzle';
import { EnrolAside } from './EnrolAside';
import { PuzzleCard } from './PuzzleCard';
import { StyledLayout, StyledPuzzlePlaceholder } from './styled';

/**
 * Today's puzzle beside the enrolment invitation; spinner, empty and failure states in an empty
 * card as high as the puzzle's, so the invitation does not move when the puzzle arrives.
 */
export function DailyPuzzle() {
  const { state, retry } = useDailyPuzzle();
  return (
    <StyledLayout>
      <div>
        {state.status === 'loaded' && <OfflineAsOf what={PUZZLE_KEPT} asOf={state.data.offlineAsOf} />}
        {state.status === 'loaded' && state.data.data ? (
          <PuzzleCard key={state.data.data.id} puzzle={state.data.data} />
        ) : (
          <StyledPuzzlePlaceholder>
            {state.status === 'loading' && <LoadingBlock label={PUZZLE_LOADING} />}
            {state.status === 'error' && <LoadFailure message={PUZZLE_FAILED} onRetry={retry} />}
            {state.status === 'loaded' && <EmptyState>{PUZZLE_EMPTY}</EmptyState>}
          </StyledPuzzlePlaceholder>
        )}
      </div>
      <EnrolAside />
    </StyledLayout>
  );
}
