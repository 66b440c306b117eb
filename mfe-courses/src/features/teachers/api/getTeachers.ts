import { getKept } from '@academy/shared';
import { API_PATHS, teacherListSchema } from '@academy/contracts/records';
import type { PublicTeacher } from '@academy/contracts/records';

/** GET /v1/teachers: every published teacher; any status other than 200 is a failure. Offline, the copy last fetched. */
export async function getTeachers(now: () => Date): Promise<PublicTeacher[]> {
  const { data } = await getKept(API_PATHS.teachers, (body) => teacherListSchema.parse(body).teachers, now);
  return data;
}
