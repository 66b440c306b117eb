import type { CourseSlug } from '@academy/shared';
import type { PublicTeacher } from '@academy/contracts/records';

/** The teachers of one course, or all of them without one; staff's order kept. */
export function teachersOf(teachers: readonly PublicTeacher[], course?: CourseSlug): PublicTeacher[] {
  return course === undefined ? [...teachers] : teachers.filter((teacher) => (teacher.courses as readonly string[]).includes(course));
}

/** A photo's address: the configured image base URL joined with its file name. */
export function photoUrl(imageBaseUrl: string, file: string): string {
  const base = imageBaseUrl.endsWith('/') ? imageBaseUrl : `${imageBaseUrl}/`;
  return `${base}${encodeURIComponent(file)}`;
}
