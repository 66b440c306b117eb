import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../store/Store';
import { isoDay } from '../lib/calendarDate';
import { imageType } from '../lib/imageFile';
import { RequestError } from '../validation/RequestError';

// Read-only sheets staff manage through the CLI, and the achievement images.

const DAY_MS = 86_400_000;

export interface ContentOptions {
  imagesDir: string;
  now: () => Date;
}

export function registerContentRoutes(app: FastifyInstance, store: Store, options: ContentOptions): void {
  // Rows leave in the sheet's public shape: an empty first cell (the site fills in the
  // visitor's local time), then the IST start, support, Group A and Group B links.
  app.get('/tournament', async () => {
    const rows = await store.readSheet('tournaments');
    return { values: rows.map((row) => ['', ...row]) };
  });

  app.get('/achievements', async () => ({ values: await store.readSheet('achievements') }));

  // Puzzles after tomorrow (UTC) stay private; tomorrow is served because a visitor east of UTC
  // may already be living in it.
  app.get('/puzzles', async () => {
    const tomorrow = new Date(options.now().getTime() + DAY_MS);
    return { values: await store.readPuzzlesUpTo(isoDay(tomorrow)) };
  });

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
