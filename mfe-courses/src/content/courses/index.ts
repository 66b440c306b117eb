// Course page content by slug; titles, routes and images come from the shared catalogue.
import { COURSE_IMAGES, findCourse } from '@academy/shared';
import type { CourseSlug } from '@academy/shared';
import type { CourseRecord } from './types';
import { chess } from './chess';
import { coding } from './coding';
import { abacus } from './abacus';
import { conceptualmath } from './conceptualmath';
import { vedicmath } from './vedicmath';

export type { CourseRecord, Review, IconCard } from './types';

export const COURSE_RECORDS: Record<CourseSlug, CourseRecord> = { chess, coding, abacus, conceptualmath, vedicmath };

export interface CourseView extends CourseRecord {
  title: string;
  image: string;
}

/** The course page for a slug, or undefined for a course we do not offer. */
export function getCourse(slug: string | undefined): CourseView | undefined {
  const course = findCourse(slug);
  if (!course) return undefined;
  return { ...COURSE_RECORDS[course.slug], title: course.label, image: COURSE_IMAGES[course.slug].image };
}
