import { apiClient } from '@academy/shared';
import type { SheetResponse } from '@academy/shared';
import { toPuzzles } from '../lib/dailyPuzzle';
import type { Puzzle } from '../lib/dailyPuzzle';

/** GET /puzzles: the puzzles the server lets out (up to tomorrow). */
export async function getPuzzles(): Promise<Puzzle[]> {
  const { data } = await apiClient.get<SheetResponse>('/puzzles');
  return toPuzzles(data?.values);
}
