import { join } from 'node:path';
import type { Store } from '../store/Store';
import { sampleAchievements, writeAchievementImages } from './achievementSeed';
import { samplePuzzles } from './puzzlePool';
import { sampleTournaments } from './sampleTournaments';

/**
 * Fills the content tables with sample data when all of them are empty (a first start), so
 * every screen has something to show. Content staff imported is never overwritten.
 */
export async function seedStore(store: Store, options: { dataDir: string; now?: Date }): Promise<boolean> {
  const now = options.now ?? new Date();
  writeAchievementImages(join(options.dataDir, 'images'));
  const counts = await Promise.all((['tournaments', 'puzzles', 'achievements'] as const).map((table) => store.countRecords(table)));
  if (counts.some((count) => count > 0)) return false;
  await store.replaceTournaments(sampleTournaments(now));
  await store.replacePuzzles(samplePuzzles(now));
  await store.replaceAchievements(sampleAchievements());
  return true;
}
