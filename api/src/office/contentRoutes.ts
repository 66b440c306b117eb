import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import multipart from '@fastify/multipart';
import {
  ACHIEVEMENT_IMAGE_MAX_BYTES, achievementSchema, puzzleSchema, tournamentSchema,
} from '@academy/contracts/office-rules';
import { RequestError } from '../validation/RequestError';
import { parseBody } from '../validation/parseBody';
import type { OfficeStore } from './officeStore';
import { managerOnly } from './roles';
import { storeAchievementImage } from './achievementImage';

// /office/tournaments, /office/puzzles and /office/achievements: GET {rows}, POST (201 {id}),
// PUT /:id and DELETE /:id, each change audited. Achievements come as multipart/form-data.

export interface ContentRouteOptions {
  office: OfficeStore;
  staffOnly: preHandlerAsyncHookHandler;
  now: () => Date;
  imagesDir: string;
}

const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 5 MB.';
const notFound = (what: string, id: string) => new RequestError(404, `There is no ${what} ${id}.`);
const DATE_TAKEN_MESSAGE = 'There is already a puzzle on that date.';

interface Upload {
  fields: Record<string, string>;
  image: Buffer | null;
}

/** The form's text fields and its one image, refusing an image over 5 MB. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new RequestError(415, 'Send the achievement as multipart/form-data.');
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || image) throw new RequestError(400, 'Send one image, in the field "image".');
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new RequestError(413, IMAGE_TOO_LARGE_MESSAGE);
    throw new RequestError(400, 'The form could not be read.');
  }
  return { fields, image: image && image.length > 0 ? image : null };
}

export async function registerContentRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { office, staffOnly, now } = options;
  const audit = (request: FastifyRequest, action: string, record: string, detail = '') =>
    office.appendAudit({ at: now().toISOString(), actor: request.staff?.email ?? '', action, record, detail });
  const guarded = { preHandler: staffOnly };

  app.get('/office/tournaments', guarded, async () => ({ rows: await office.listTournaments() }));
  app.post('/office/tournaments', guarded, async (request, reply) => {
    const input = parseBody(tournamentSchema, request.body);
    const id = await office.addTournament(input);
    await audit(request, 'tournament-added', id, input.start);
    return reply.code(201).send({ id });
  });
  app.put('/office/tournaments/:id', guarded, async (request) => {
    const { id } = request.params as { id: string };
    const input = parseBody(tournamentSchema, request.body);
    if (!(await office.updateTournament(id, input))) throw notFound('tournament', id);
    await audit(request, 'tournament-changed', id, input.start);
    return { id };
  });
  app.delete('/office/tournaments/:id', { preHandler: [staffOnly, managerOnly('deleteContent')] }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await office.deleteTournament(id))) throw notFound('tournament', id);
    await audit(request, 'tournament-deleted', id);
    return reply.code(204).send();
  });

  app.get('/office/puzzles', guarded, async () => ({ rows: await office.listPuzzles() }));
  app.post('/office/puzzles', guarded, async (request, reply) => {
    const input = parseBody(puzzleSchema, request.body);
    const id = await office.addPuzzle(input);
    if (id === 'date-taken') throw new RequestError(409, DATE_TAKEN_MESSAGE);
    await audit(request, 'puzzle-added', id, input.date);
    return reply.code(201).send({ id });
  });
  app.put('/office/puzzles/:id', guarded, async (request) => {
    const { id } = request.params as { id: string };
    const input = parseBody(puzzleSchema, request.body);
    const outcome = await office.updatePuzzle(id, input);
    if (outcome === 'date-taken') throw new RequestError(409, DATE_TAKEN_MESSAGE);
    if (!outcome) throw notFound('puzzle', id);
    await audit(request, 'puzzle-changed', id, input.date);
    return { id };
  });
  app.delete('/office/puzzles/:id', { preHandler: [staffOnly, managerOnly('deleteContent')] }, async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await office.deletePuzzle(id))) throw notFound('puzzle', id);
    await audit(request, 'puzzle-deleted', id);
    return reply.code(204).send();
  });

  // Multipart only here: the child context keeps the public routes JSON-only.
  await app.register(async (child) => {
    await child.register(multipart, {
      limits: { fileSize: ACHIEVEMENT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    child.get('/office/achievements', guarded, async () => ({ rows: await office.listAchievements() }));
    child.post('/office/achievements', guarded, async (request, reply) => {
      const { fields, image } = await readUpload(request);
      const input = parseBody(achievementSchema, fields);
      if (!image) throw new RequestError(400, 'Please choose an image.');
      if (await office.findAchievement(input.id)) throw new RequestError(409, `The id ${input.id} is taken.`);
      const imageFile = await storeAchievementImage(image, input.id, options.imagesDir, now());
      if ((await office.addAchievement({ ...input, imageFile })) === 'id-taken') {
        throw new RequestError(409, `The id ${input.id} is taken.`);
      }
      await audit(request, 'achievement-added', input.id, input.title);
      return reply.code(201).send({ id: input.id });
    });
    child.put('/office/achievements/:id', guarded, async (request) => {
      const { id } = request.params as { id: string };
      const { fields, image } = await readUpload(request);
      const input = parseBody(achievementSchema, { ...fields, id });
      const existing = await office.findAchievement(id);
      if (!existing) throw notFound('achievement', id);
      const imageFile = image ? await storeAchievementImage(image, id, options.imagesDir, now()) : existing.imageFile;
      await office.updateAchievement(id, { title: input.title, subtitle: input.subtitle, imageFile });
      await audit(request, 'achievement-changed', id, input.title);
      return { id };
    });
    child.delete('/office/achievements/:id', { preHandler: [staffOnly, managerOnly('deleteContent')] }, async (request, reply) => {
      const { id } = request.params as { id: string };
      if (!(await office.deleteAchievement(id))) throw notFound('achievement', id);
      await audit(request, 'achievement-deleted', id);
      return reply.code(204).send();
    });
  });
}
