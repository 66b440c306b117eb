import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementRecordSchema,
  errorResponseSchema,
  officeAchievementsSchema,
  officePuzzlesSchema,
  officeTournamentsSchema,
  puzzleRecordSchema,
  tournamentRecordSchema,
} from '@academy/contracts/records';
import { checkedByHandler, noContent } from '../http/routeSchemas';
import multipart from '@fastify/multipart';
import {
  ACHIEVEMENT_IMAGE_MAX_BYTES,
  ACHIEVEMENT_IMAGE_MAX_MB,
  achievementOrderSchema,
  achievementSchema,
  puzzleSchema,
  tournamentSchema,
} from '@academy/contracts/office-rules';
import { RequestError } from '../validation/RequestError';
import { judgeBody } from '../validation/bodyRules';
import { parseBody } from '../validation/parseBody';
import type { OfficeStore } from './officeStore';
import { managerOnly } from './roles';
import { removeAchievementImage, storeAchievementImage } from './achievementImage';

// /office/tournaments, /office/puzzles and /office/achievements: GET the list, POST (201 the
// record), PUT /:id (the record) and DELETE /:id, each change audited. Achievements come as multipart/form-data.

export interface ContentRouteOptions {
  office: OfficeStore;
  staffOnly: preValidationAsyncHookHandler;
  now: () => Date;
  imagesDir: string;
}

const IMAGE_TOO_LARGE_MESSAGE = `The image is larger than ${ACHIEVEMENT_IMAGE_MAX_MB} MB.`;
const notFound = (what: string, id: string) => new RequestError(404, `There is no ${what} ${id}.`);
const GALLERY_CHANGED_MESSAGE = 'The gallery changed meanwhile. Reload the list and try again.';
const DATE_TAKEN_MESSAGE = 'There is already a puzzle on that date.';
/** A tournament's id in the address: its number. */
const tournamentId = (id: string): number => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

interface Upload {
  fields: Record<string, string>;
  image: Buffer | null;
}

/**
 * The form's text fields, judged and read as NFC as every JSON body is (validation/bodyRules.ts),
 * and its one image, refusing an image over ACHIEVEMENT_IMAGE_MAX_BYTES (the teacher form's too).
 */
export async function readUpload(request: FastifyRequest, what = 'achievement'): Promise<Upload> {
  if (!request.isMultipart()) throw new RequestError(415, `Send the ${what} as multipart/form-data.`);
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
  // The JSON bodies' character rule for the form's text too: a NUL in a title reached PostgreSQL (500).
  return { fields: judgeBody(fields) as Record<string, string>, image: image && image.length > 0 ? image : null };
}

export async function registerContentRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { office, staffOnly, now } = options;
  const audit = (request: FastifyRequest, action: string, record: string, detail = '') =>
    office.appendAudit({ at: now().toISOString(), actor: request.staff?.email ?? '', action, record, detail });
  const guarded = { preValidation: staffOnly };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['office'];
  const refusals = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };
  const idParams = z.object({ id: z.string() });
  const deleted = { 204: noContent, ...refusals };

  api.get(
    '/office/tournaments',
    {
      ...guarded,
      schema: { summary: 'Every tournament', tags, response: { 200: officeTournamentsSchema, ...refusals } },
    },
    async () => ({ tournaments: await office.listTournaments() }),
  );
  api.post(
    '/office/tournaments',
    {
      ...guarded,
      schema: { summary: 'Add a tournament', tags, body: tournamentSchema, response: { 201: tournamentRecordSchema, ...refusals } },
    },
    async (request, reply) => {
      const input = request.body;
      const added = await office.addTournament(input);
      await audit(request, 'tournament-added', String(added.id), input.startsAt);
      return reply.code(201).send(added);
    },
  );
  api.put(
    '/office/tournaments/:id',
    {
      ...guarded,
      schema: {
        summary: 'Change a tournament',
        tags,
        params: idParams,
        body: tournamentSchema,
        response: { 200: tournamentRecordSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const changed = await office.updateTournament(tournamentId(id), input);
      if (!changed) throw notFound('tournament', id);
      await audit(request, 'tournament-changed', id, input.startsAt);
      return changed;
    },
  );
  api.delete(
    '/office/tournaments/:id',
    {
      preValidation: [staffOnly, managerOnly('deleteContent')],
      schema: { summary: 'Delete a tournament', tags, params: idParams, response: deleted },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await office.deleteTournament(tournamentId(id)))) throw notFound('tournament', id);
      await audit(request, 'tournament-deleted', id);
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/office/puzzles',
    {
      ...guarded,
      schema: { summary: 'Every puzzle, future ones included', tags, response: { 200: officePuzzlesSchema, ...refusals } },
    },
    async () => ({ puzzles: await office.listPuzzles() }),
  );
  api.post(
    '/office/puzzles',
    {
      ...guarded,
      schema: { summary: 'Add a puzzle', tags, body: puzzleSchema, response: { 201: puzzleRecordSchema, ...refusals } },
    },
    async (request, reply) => {
      const input = request.body;
      const added = await office.addPuzzle(input);
      if (added === 'day-taken') throw new RequestError(409, DATE_TAKEN_MESSAGE);
      await audit(request, 'puzzle-added', added.puzzleId, input.day);
      return reply.code(201).send(added);
    },
  );
  api.put(
    '/office/puzzles/:id',
    {
      ...guarded,
      schema: {
        summary: 'Change a puzzle',
        tags,
        params: idParams,
        body: puzzleSchema,
        response: { 200: puzzleRecordSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const outcome = await office.updatePuzzle(id, input);
      if (outcome === 'day-taken') throw new RequestError(409, DATE_TAKEN_MESSAGE);
      if (!outcome) throw notFound('puzzle', id);
      await audit(request, 'puzzle-changed', id, input.day);
      return outcome;
    },
  );
  api.delete(
    '/office/puzzles/:id',
    {
      preValidation: [staffOnly, managerOnly('deleteContent')],
      schema: { summary: 'Delete a puzzle', tags, params: idParams, response: deleted },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await office.deletePuzzle(id))) throw notFound('puzzle', id);
      await audit(request, 'puzzle-deleted', id);
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/office/achievements/order',
    {
      ...guarded,
      schema: {
        summary: 'Put the gallery in a new order',
        tags,
        body: achievementOrderSchema,
        response: { 200: officeAchievementsSchema, ...refusals },
      },
    },
    async (request) => {
      const { ids } = request.body;
      if ((await office.orderAchievements(ids)) === 'not-the-gallery') throw new RequestError(409, GALLERY_CHANGED_MESSAGE);
      await audit(request, 'achievements-ordered', '', ids.join(' '));
      return { achievements: await office.listAchievements() };
    },
  );

  // Multipart only here: the child context keeps the public routes JSON-only.
  // The achievement form: its fields and one image, judged in the handler (achievementSchema).
  const achievementForm = checkedByHandler(
    z.object({
      id: z.string().optional(),
      title: z.string(),
      subtitle: z.string(),
      image: z.string().describe(`A JPEG, PNG or WebP picture, at most ${ACHIEVEMENT_IMAGE_MAX_MB} MB, shrunk and re-encoded`),
    }),
  );
  await app.register(async (plain) => {
    const child = plain.withTypeProvider<ZodTypeProvider>();
    await child.register(multipart, {
      limits: { fileSize: ACHIEVEMENT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    child.get(
      '/office/achievements',
      {
        ...guarded,
        schema: { summary: 'The gallery', tags, response: { 200: officeAchievementsSchema, ...refusals } },
      },
      async () => ({ achievements: await office.listAchievements() }),
    );
    child.post(
      '/office/achievements',
      {
        ...guarded,
        schema: {
          summary: 'Add an achievement',
          tags,
          consumes: ['multipart/form-data'],
          body: achievementForm,
          response: { 201: achievementRecordSchema, 413: errorResponseSchema, 415: errorResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { fields, image } = await readUpload(request);
        const input = parseBody(achievementSchema, fields);
        if (!image) throw new RequestError(400, 'Please choose an image.');
        if (await office.findAchievement(input.id)) throw new RequestError(409, `The id ${input.id} is taken.`);
        const imageFile = await storeAchievementImage(image, input.id, options.imagesDir, now());
        if ((await office.addAchievement({ ...input, imageFile })) === 'id-taken') {
          throw new RequestError(409, `The id ${input.id} is taken.`);
        }
        await audit(request, 'achievement-added', input.id, input.title);
        return reply.code(201).send({ ...input, imageFile });
      },
    );
    child.put(
      '/office/achievements/:id',
      {
        ...guarded,
        schema: {
          summary: 'Change an achievement',
          tags,
          consumes: ['multipart/form-data'],
          params: idParams,
          body: achievementForm,
          response: { 200: achievementRecordSchema, 413: errorResponseSchema, 415: errorResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { fields, image } = await readUpload(request);
        const input = parseBody(achievementSchema, { ...fields, id });
        const existing = await office.findAchievement(id);
        if (!existing) throw notFound('achievement', id);
        const imageFile = image ? await storeAchievementImage(image, id, options.imagesDir, now()) : existing.imageFile;
        await office.updateAchievement(id, { title: input.title, subtitle: input.subtitle, imageFile });
        // The replaced picture is not served any more.
        if (imageFile !== existing.imageFile) await removeAchievementImage(existing.imageFile, options.imagesDir);
        await audit(request, 'achievement-changed', id, input.title);
        return { id, title: input.title, subtitle: input.subtitle, imageFile };
      },
    );
    child.delete(
      '/office/achievements/:id',
      {
        preValidation: [staffOnly, managerOnly('deleteContent')],
        schema: { summary: 'Delete an achievement', tags, params: idParams, response: deleted },
      },
      async (request, reply) => {
        const { id } = request.params;
        const existing = await office.findAchievement(id);
        if (!existing || !(await office.deleteAchievement(id))) throw notFound('achievement', id);
        await removeAchievementImage(existing.imageFile, options.imagesDir);
        await audit(request, 'achievement-deleted', id);
        return reply.code(204).send(null);
      },
    );
  });
}
