import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, teacherListSchema } from '@academy/contracts/records';
import type { TeacherList } from '@academy/contracts/records';
import type { Store } from '../store/Store';
import { publicTeacher } from '../office/officeTeachers';

// The site's read of the teachers staff publish: only what is public (no id, nothing staff-only).
// The photos are served by GET /images/:file beside the achievement images.

export function registerTeacherReadRoutes(app: FastifyInstance, store: Store): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.teachers,
    {
      schema: { summary: 'Every teacher, in the order staff added them', tags: ['site'], response: { 200: teacherListSchema } },
    },
    async (): Promise<TeacherList> => ({ teachers: (await store.office.listTeachers()).map(publicTeacher) }),
  );
}
