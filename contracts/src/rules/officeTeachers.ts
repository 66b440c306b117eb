import { z } from 'zod';
import { COURSES } from '../catalogue/courses';
import { CREDENTIAL_KINDS, CREDENTIAL_KIND_NAMES } from '../records/teachers';
import type { CourseSlug } from '../catalogue/courses';
import type { TeacherCredential } from '../records/teachers';
import { checkPlainText } from './validators';

// A teacher as the office's form sends it (multipart text fields, beside the photo), judged by
// the same schema in the form and in the API. The courses come as one field of catalogue slugs
// joined by commas; the credential as its kind ('' for none) and its id.

export const TEACHER_NAME_MAX = 80;
export const TEACHER_BIO_MAX = 400;

function plainText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`)
    .superRefine((value, context) => {
      const problem = checkPlainText(label)(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const SLUGS: readonly string[] = COURSES.map((course) => course.slug);
const COURSES_MESSAGE = 'Please choose at least one of the courses.';

export const teacherSchema = z
  .strictObject({
    name: plainText('name', TEACHER_NAME_MAX),
    bio: plainText('bio', TEACHER_BIO_MAX),
    courses: z
      .string({ error: COURSES_MESSAGE })
      .transform((value) =>
        value
          .split(',')
          .map((slug) => slug.trim())
          .filter(Boolean),
      )
      .refine((slugs) => slugs.length > 0 && slugs.every((slug) => SLUGS.includes(slug)), COURSES_MESSAGE)
      // Catalogue order, each once, whatever order the boxes were ticked in.
      .transform((slugs) => SLUGS.filter((slug) => slugs.includes(slug)) as CourseSlug[]),
    credentialKind: z.union([z.literal(''), z.enum(CREDENTIAL_KIND_NAMES)], 'Choose one of the credentials, or none.').default(''),
    credentialId: z.string().trim().default(''),
  })
  .superRefine((input, context) => {
    if (input.credentialKind === '') {
      if (input.credentialId !== '') {
        context.addIssue({ code: 'custom', path: ['credentialKind'], message: 'Choose which credential the id is, or clear the id.' });
      }
      return;
    }
    const kind = CREDENTIAL_KINDS[input.credentialKind];
    if (!kind.idPattern.test(input.credentialId)) context.addIssue({ code: 'custom', path: ['credentialId'], message: kind.idMessage });
  })
  .transform(({ credentialKind, credentialId, ...rest }) => ({
    ...rest,
    credential: credentialKind === '' ? null : ({ kind: credentialKind, id: credentialId } satisfies TeacherCredential),
  }));
export type TeacherInput = z.output<typeof teacherSchema>;
/** The form's text fields, as sent. */
export type TeacherFields = z.input<typeof teacherSchema>;
