import { join } from 'node:path';
import { CONTENT_SHEETS } from '../store/Store';
import type { Store } from '../store/Store';
import { achievementRows, writeAchievementImages } from './achievementSeed';
import { puzzleRows } from './puzzlePool';
import { tournamentRows } from './tournamentRows';

/**
 * Fills the content sheets with sample data when all of them are empty (a first start), so
 * every screen has something to show. Content staff imported is never overwritten.
 */
export async function seedStore(store: Store, options: { dataDir: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  writeAchievementImages(join(options.dataDir, 'images'));
  const counts = await Promise.all(CONTENT_SHEETS.map((sheet) => store.countRows(sheet)));
  if (counts.some((count) => count > 0)) return false;
  await store.replaceContent('tournaments', tournamentRows(now));
  await store.replaceContent('puzzles', puzzleRows(now));
  await store.replaceContent('achievements', achievementRows());
  return true;
}
