import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, achievementListSchema, errorResponseSchema, puzzleListSchema, tournamentListSchema } from '@academy/contracts/records';
import type { AchievementList, PuzzleList, TournamentList } from '@academy/contracts/records';
import type { Store } from '../store/Store';
import { isoDay } from '../lib/calendarDate';
import { imageType } from '../lib/imageFile';
import { RequestError } from '../validation/RequestError';

// The site's typed reads: tournaments, puzzles and achievements as records, instants in UTC;
// and the achievement images.

const DAY_MS = 86_400_000;

export function registerRecordReadRoutes(app: FastifyInstance, store: Store, options: { now: () => Date; imagesDir: string }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site'];
  api.get(
    API_PATHS.tournaments,
    {
      schema: { summary: 'Every tournament, soonest start first', tags, response: { 200: tournamentListSchema } },
    },
    async (): Promise<TournamentList> => ({ tournaments: await store.listTournaments() }),
  );

  // Puzzles after tomorrow (UTC) stay private; tomorrow is served because a visitor east of UTC
  // may already be living in it.
  api.get(
    API_PATHS.puzzles,
    {
      schema: { summary: 'The puzzles dated up to tomorrow (UTC), oldest first', tags, response: { 200: puzzleListSchema } },
    },
    async (): Promise<PuzzleList> => ({
      puzzles: await store.listPuzzles(isoDay(new Date(options.now().getTime() + DAY_MS))),
    }),
  );

  api.get(
    API_PATHS.achievements,
    {
      schema: { summary: 'The gallery, in the order staff gave it', tags, response: { 200: achievementListSchema } },
    },
    async (): Promise<AchievementList> => ({ achievements: await store.listAchievements() }),
  );

  api.get(
    '/images/:file',
    {
      schema: {
        summary: 'An achievement image',
        tags,
        params: z.object({ file: z.string() }),
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.string().describe("The image's bytes"), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const type = imageType(file);
      if (!type) throw new RequestError(404, 'No such image.');
      try {
        const content = await readFile(join(options.imagesDir, file));
        return reply
          .type(type)
          .header('Cache-Control', 'public, max-age=3600')
          .send(content as unknown as string);
      } catch {
        throw new RequestError(404, 'No such image.');
      }
    },
  );
}
