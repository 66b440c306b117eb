// The five course pages (absolute paths: these links render inside the shell's splat routes).
import { COURSES } from '@academy/shared';

export interface CourseLink {
  label: string;
  to: string;
}

export const COURSE_LINKS: readonly CourseLink[] = COURSES.map((course) => ({ label: course.label, to: course.route }));
