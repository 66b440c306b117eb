import { join } from 'node:path';
import type { Store } from '../store/Store';
import { achievementOfRow, puzzleOfRow, tournamentOfRow } from '../legacy/sheetAdapter';
import { achievementRows, writeAchievementImages } from './achievementSeed';
import { puzzleRows } from './puzzlePool';
import { tournamentRows } from './tournamentRows';

const present = <T>(value: T | null): value is T => value !== null;

/**
 * Fills the content tables with sample data when all of them are empty (a first start), so
 * every screen has something to show. Content staff imported is never overwritten. (The samples
 * are written as the original sheet's rows, read through the sheet adapter.)
 */
export async function seedStore(store: Store, options: { dataDir: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  writeAchievementImages(join(options.dataDir, 'images'));
  const counts = await Promise.all((['tournaments', 'puzzles', 'achievements'] as const).map((table) => store.countRecords(table)));
  if (counts.some((count) => count > 0)) return false;
  await store.replaceTournaments(tournamentRows(now).map(tournamentOfRow).filter(present));
  await store.replacePuzzles(puzzleRows(now).map(puzzleOfRow).filter(present));
  await store.replaceAchievements(achievementRows().map(achievementOfRow));
  return true;
}
