// The one list of the academy's five courses. Navigation, Home, the course pages, the
// registration form's options and the API's allow-list all read it, so adding or renaming a
// course is one edit here. Plain data only (no images) so the API can import it in Node.

export interface CatalogueCourse {
  slug: string;
  /** Full name, as in the registration form's course options. */
  label: string;
  /** The name on Home's quick links and course cards ("Math" for Conceptual Math). */
  shortLabel: string;
  /** Absolute path of the course page. */
  route: string;
  /** One line about the course, for cards and lists. */
  description: string;
}

export const COURSES = [
  {
    slug: 'chess',
    label: 'Chess',
    shortLabel: 'Chess',
    route: '/courses/chess',
    description: 'From first moves to tournament play, with openings, tactics and endgames.',
  },
  {
    slug: 'coding',
    label: 'Coding',
    shortLabel: 'Coding',
    route: '/courses/coding',
    description: 'Build games, animations and apps with Scratch, then Python and the web.',
  },
  {
    slug: 'abacus',
    label: 'Abacus',
    shortLabel: 'Abacus',
    route: '/courses/abacus',
    description: 'Fast, accurate mental arithmetic through bead work and visualisation.',
  },
  {
    slug: 'conceptualmath',
    label: 'Conceptual Math',
    shortLabel: 'Math',
    route: '/courses/conceptualmath',
    description: 'Understand the why behind school maths with models, puzzles and reasoning.',
  },
  {
    slug: 'vedicmath',
    label: 'Vedic Math',
    shortLabel: 'Vedic Math',
    route: '/courses/vedicmath',
    description: 'Sixteen sutras for quick calculation, checking and exam confidence.',
  },
] as const satisfies readonly CatalogueCourse[];

/** One course of the catalogue, with its slug typed as one of the five. */
export type Course = (typeof COURSES)[number];
export type CourseSlug = Course['slug'];
type LabelsOf<T extends readonly CatalogueCourse[]> = { readonly [K in keyof T]: T[K]['label'] };

/** The five full names, in catalogue order, as a tuple of literal types. */
export const COURSE_LABELS = COURSES.map((course) => course.label) as unknown as LabelsOf<typeof COURSES>;

export function findCourse(slug: string | undefined): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}
