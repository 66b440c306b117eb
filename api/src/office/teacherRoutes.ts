import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { errorResponseSchema, officeTeachersSchema, teacherRecordSchema } from '@academy/contracts/records';
import type { TeacherRecord } from '@academy/contracts/records';
import { ACHIEVEMENT_IMAGE_MAX_BYTES, schemaFieldErrors, teacherSchema } from '@academy/contracts/office-rules';
import type { TeacherInput } from '@academy/contracts/office-rules';
import { checkedByHandler, noContent } from '../http/routeSchemas';
import { RequestError } from '../validation/RequestError';
import type { OfficeStore } from './officeStore';
import { managerOnly } from './roles';
import { readUpload } from './contentRoutes';
import { webpCopyOf } from './officeTeachers';
import { removeAchievementImage, storeAchievementImage } from './achievementImage';

// /office/teachers: GET the list, POST (201 the record), PUT /:id and DELETE /:id (a manager's),
// each change audited. The form is multipart/form-data: the text fields judged by teacherSchema
// and one photo, sniffed, re-encoded without its metadata and shrunk as an achievement's image is.

export interface TeacherRouteOptions {
  office: OfficeStore;
  staffOnly: preValidationAsyncHookHandler;
  now: () => Date;
  imagesDir: string;
}

const PHOTO_MISSING_MESSAGE = 'Please choose a photo.';

/** A readable, unguessable id: the name's letters and a random part (two teachers may share a name). */
export function newTeacherId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${slug || 'teacher'}-${randomBytes(3).toString('hex')}`;
}

/** The fields judged by the shared rule; a missing photo (required on `add`) is one more field message. */
function judge(fields: Record<string, string>, image: Buffer | null, photoRequired: boolean): TeacherInput {
  const parsed = teacherSchema.safeParse(fields);
  const problems: Record<string, string> = parsed.success ? {} : schemaFieldErrors(parsed.error);
  if (photoRequired && !image) problems.image = PHOTO_MISSING_MESSAGE;
  if (parsed.success && Object.keys(problems).length === 0) return parsed.data;
  const { '': bodyProblem, ...fieldProblems } = problems;
  throw new RequestError(400, bodyProblem ?? Object.values(fieldProblems)[0] ?? 'The request could not be read.', {
    fields: fieldProblems,
  });
}

export async function registerTeacherRoutes(app: FastifyInstance, options: TeacherRouteOptions): Promise<void> {
  const { office, staffOnly, now, imagesDir } = options;
  const audit = (request: FastifyRequest, action: string, record: string, detail = '') =>
    office.appendAudit({ at: now().toISOString(), actor: request.staff?.email ?? '', action, record, detail });
  const notFound = (id: string) => new RequestError(404, `There is no teacher ${id}.`);
  const photoOf = (image: Buffer, id: string) => storeAchievementImage(image, `teacher-${id}`, imagesDir, now());
  const tags = ['office'];
  const refusals = {
    400: errorResponseSchema,
    401: errorResponseSchema,
    403: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
    413: errorResponseSchema,
    415: errorResponseSchema,
  };
  const idParams = z.object({ id: z.string() });
  const teacherForm = checkedByHandler(
    z.object({
      name: z.string(),
      bio: z.string(),
      courses: z.string().describe('Catalogue slugs joined by commas, e.g. chess,abacus'),
      credentialKind: z.string().optional().describe('fide, or empty for none'),
      credentialId: z.string().optional(),
      image: z
        .string()
        .optional()
        .describe('The photo: a JPEG, PNG or WebP picture, at most 20 MB, shrunk and re-encoded (required when adding)'),
    }),
  );
  const shown = (id: string, input: TeacherInput, photoFile: string): TeacherRecord =>
    teacherRecordSchema.parse({ id, ...input, photoFile, photoWebpFile: webpCopyOf(photoFile) });

  // Multipart only here: the child context keeps every other route JSON-only.
  await app.register(async (plain) => {
    const child = plain.withTypeProvider<ZodTypeProvider>();
    await child.register(multipart, {
      limits: { fileSize: ACHIEVEMENT_IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 2000, parts: 12 },
    });
    child.get(
      '/office/teachers',
      {
        preValidation: staffOnly,
        schema: { summary: 'Every teacher', tags, response: { 200: officeTeachersSchema, ...refusals } },
      },
      async () => ({ teachers: await office.listTeachers() }),
    );

    child.post(
      '/office/teachers',
      {
        preValidation: staffOnly,
        schema: {
          summary: 'Add a teacher',
          tags,
          consumes: ['multipart/form-data'],
          body: teacherForm,
          response: { 201: teacherRecordSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { fields, image } = await readUpload(request, 'teacher');
        const input = judge(fields, image, true);
        const id = newTeacherId(input.name);
        const photoFile = await photoOf(image as Buffer, id);
        if ((await office.addTeacher(id, input, photoFile)) === 'id-taken') {
          await removeAchievementImage(photoFile, imagesDir);
          throw new RequestError(409, 'Please try again.');
        }
        await audit(request, 'teacher-added', id, input.name);
        return reply.code(201).send(shown(id, input, photoFile));
      },
    );

    child.put(
      '/office/teachers/:id',
      {
        preValidation: staffOnly,
        schema: {
          summary: 'Change a teacher; without a photo the current one stays',
          tags,
          consumes: ['multipart/form-data'],
          params: idParams,
          body: teacherForm,
          response: { 200: teacherRecordSchema, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { fields, image } = await readUpload(request, 'teacher');
        const existing = await office.findTeacher(id);
        if (!existing) throw notFound(id);
        const input = judge(fields, image, false);
        const photoFile = image ? await photoOf(image, id) : existing.photoFile;
        await office.updateTeacher(id, input, photoFile);
        // The replaced photo is not served any more.
        if (photoFile !== existing.photoFile) await removeAchievementImage(existing.photoFile, imagesDir);
        await audit(request, 'teacher-changed', id, input.name);
        return shown(id, input, photoFile);
      },
    );

    child.delete(
      '/office/teachers/:id',
      {
        preValidation: [staffOnly, managerOnly('deleteContent')],
        schema: { summary: 'Delete a teacher and their photo', tags, params: idParams, response: { 204: noContent, ...refusals } },
      },
      async (request, reply) => {
        const { id } = request.params;
        const existing = await office.findTeacher(id);
        if (!existing || !(await office.deleteTeacher(id))) throw notFound(id);
        await removeAchievementImage(existing.photoFile, imagesDir);
        await audit(request, 'teacher-deleted', id, existing.name);
        return reply.code(204).send(null);
      },
    );
  });
}
