import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PATHS } from '@academy/contracts/records';
import type { AchievementList, PuzzleList, TournamentList } from '@academy/contracts/records';
import type { Store } from '../store/Store';
import { isoDay } from '../lib/calendarDate';
import { imageType } from '../lib/imageFile';
import { RequestError } from '../validation/RequestError';

// The site's typed reads: tournaments, puzzles and achievements as records, instants in UTC;
// and the achievement images.

const DAY_MS = 86_400_000;

export function registerRecordReadRoutes(app: FastifyInstance, store: Store, options: { now: () => Date; imagesDir: string }): void {
  app.get(API_PATHS.tournaments, async (): Promise<TournamentList> => ({ tournaments: await store.listTournaments() }));

  // Puzzles after tomorrow (UTC) stay private; tomorrow is served because a visitor east of UTC
  // may already be living in it.
  app.get(API_PATHS.puzzles, async (): Promise<PuzzleList> => ({
    puzzles: await store.listPuzzles(isoDay(new Date(options.now().getTime() + DAY_MS))),
  }));

  app.get(API_PATHS.achievements, async (): Promise<AchievementList> => ({ achievements: await store.listAchievements() }));

  app.get('/images/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const type = imageType(file);
    if (!type) throw new RequestError(404, 'No such image.');
    try {
      const content = await readFile(join(options.imagesDir, file));
      return reply.type(type).header('Cache-Control', 'public, max-age=3600').send(content);
    } catch {
      throw new RequestError(404, 'No such image.');
    }
  });
}
