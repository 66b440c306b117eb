import { getSheetKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { toPuzzles } from '../lib/dailyPuzzle';
import type { Puzzle } from '../lib/dailyPuzzle';

/** GET /puzzles: the puzzles the server lets out (up to tomorrow); offline, the copy last fetched. */
export async function getPuzzles(now: () => Date): Promise<Kept<Puzzle[]>> {
  const { data, offlineAsOf } = await getSheetKept('/puzzles', now);
  return { data: toPuzzles(data?.values), offlineAsOf };
}
