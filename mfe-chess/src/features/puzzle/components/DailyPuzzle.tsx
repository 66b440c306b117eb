import { EmptyState, LoadingBlock } from '@academy/shared';
import { PUZZLE_EMPTY, PUZZLE_FAILED, PUZZLE_LOADING } from '../../../content/puzzleCopy';
import { LoadFailure } from '../../../lib/LoadFailure';
import { useDailyPuzzle } from '../hooks/useDailyPuzzle';
import { EnrolAside } from './EnrolAside';
import { PuzzleCard } from './PuzzleCard';
import { StyledLayout } from './styled';

/** Today's puzzle beside the enrolment invitation; spinner, empty and failure states. */
export function DailyPuzzle() {
  const { state, retry } = useDailyPuzzle();
  let main;
  if (state.status === 'loading') main = <LoadingBlock label={PUZZLE_LOADING} />;
  else if (state.status === 'error') main = <LoadFailure message={PUZZLE_FAILED} onRetry={retry} />;
  else if (!state.data) main = <EmptyState>{PUZZLE_EMPTY}</EmptyState>;
  else main = <PuzzleCard key={state.data.id} puzzle={state.data} />;
  return (
    <StyledLayout>
      <div>{main}</div>
      <EnrolAside />
    </StyledLayout>
  );
}
