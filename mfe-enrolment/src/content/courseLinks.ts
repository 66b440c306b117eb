// The five course pages (absolute paths: these links render inside the shell's splat routes).

export interface CourseLink {
  label: string;
  to: string;
}

export const COURSE_LINKS: readonly CourseLink[] = [
  { label: 'Chess', to: '/courses/chess' },
  { label: 'Coding', to: '/courses/coding' },
  { label: 'Abacus', to: '/courses/abacus' },
  { label: 'Conceptual Math', to: '/courses/conceptualmath' },
  { label: 'Vedic Math', to: '/courses/vedicmath' },
];
