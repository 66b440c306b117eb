import { PageMeta, ROUTE_META } from '@academy/shared';
import { PUZZLE_INTRO, PUZZLE_TITLE } from '../content/puzzleCopy';
import { DailyPuzzle } from '../features/puzzle/components/DailyPuzzle';
import { PageSection } from '../lib/PageSection';

/** /puzzles: the daily puzzle. */
export default function PuzzlePage() {
  return (
    <PageSection title={PUZZLE_TITLE} intro={PUZZLE_INTRO}>
      <PageMeta {...ROUTE_META.puzzles} />
      <DailyPuzzle />
    </PageSection>
  );
}
