import { z } from 'zod';
import { COURSES } from '../catalogue/courses';

// The academy's teachers, published from the office: who they are, their photo, the courses
// they teach (slugs of the catalogue), a short bio and, when they have one, a credential anyone
// can check. A credential is typed (its kind and its id) so another kind is one more entry here.

const COURSE_SLUGS = COURSES.map((course) => course.slug) as [string, ...string[]];

/** The kinds of credential a teacher may have, each with the public page that confirms it. */
export const CREDENTIAL_KINDS = {
  fide: {
    /** What staff choose in the office and visitors read beside the link. */
    label: 'FIDE ID',
    /** A FIDE ID: digits only. */
    idPattern: /^\d{1,10}$/,
    idMessage: 'A FIDE ID holds digits only (at most 10), e.g. 5000017.',
    profileUrl: (id: string) => `https://ratings.fide.com/profile/${id}`,
  },
} as const;
export type CredentialKind = keyof typeof CREDENTIAL_KINDS;
export const CREDENTIAL_KIND_NAMES = Object.keys(CREDENTIAL_KINDS) as [CredentialKind, ...CredentialKind[]];

export const teacherCredentialSchema = z.object({
  kind: z.enum(CREDENTIAL_KIND_NAMES),
  id: z.string(),
});
export type TeacherCredential = z.infer<typeof teacherCredentialSchema>;

/** The public page that confirms a credential, and what its link says. */
export function credentialLink(credential: TeacherCredential): { label: string; url: string } {
  const kind = CREDENTIAL_KINDS[credential.kind];
  return { label: `${kind.label} ${credential.id}`, url: kind.profileUrl(credential.id) };
}

/** The catalogue's names of the courses a teacher teaches, in catalogue order: "Chess, Abacus". */
export function courseNamesOf(slugs: readonly string[]): string {
  return COURSES.filter((course) => slugs.includes(course.slug))
    .map((course) => course.label)
    .join(', ');
}

/** A teacher as the site shows one: only what is public. */
export const publicTeacherSchema = z.object({
  name: z.string(),
  /** The photo's file name under `GET /images/`, and its WebP copy's. */
  photoFile: z.string(),
  photoWebpFile: z.string(),
  /** Slugs of the catalogue's courses, in catalogue order. */
  courses: z.array(z.enum(COURSE_SLUGS)),
  bio: z.string(),
  credential: teacherCredentialSchema.nullable(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;

/** A teacher as the office edits one: the public fields and the id of its address. */
export const teacherRecordSchema = publicTeacherSchema.extend({ id: z.string() });
export type TeacherRecord = z.infer<typeof teacherRecordSchema>;

/** `GET /v1/teachers`: every teacher, in the order staff added them. */
export const teacherListSchema = z.object({ teachers: z.array(publicTeacherSchema) });
export type TeacherList = z.infer<typeof teacherListSchema>;

/** `GET /office/teachers`. */
export const officeTeachersSchema = z.object({ teachers: z.array(teacherRecordSchema) });
