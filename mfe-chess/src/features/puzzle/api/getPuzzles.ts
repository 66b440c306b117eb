import { getKept } from '@academy/shared';
import type { Kept } from '@academy/shared';
import { API_PATHS, puzzleListSchema } from '@academy/contracts/records';
import { toPuzzles } from '../lib/dailyPuzzle';
import type { Puzzle } from '../lib/dailyPuzzle';

/** GET /v1/puzzles: the puzzles the server lets out (up to tomorrow); offline, the copy last fetched. */
export async function getPuzzles(now: () => Date): Promise<Kept<Puzzle[]>> {
  const { data, offlineAsOf } = await getKept(API_PATHS.puzzles, (body) => puzzleListSchema.parse(body), now);
  return { data: toPuzzles(data.puzzles), offlineAsOf };
}
