import { COURSE_OPTIONS } from '../rules/constants';
import { COURSES, findCourse } from './courses';

test('the catalogue holds the five courses, their routes and the short name Math', () => {
  expect(COURSES.map((course) => [course.slug, course.label, course.shortLabel, course.route])).toEqual([
    ['chess', 'Chess', 'Chess', '/courses/chess'],
    ['coding', 'Coding', 'Coding', '/courses/coding'],
    ['abacus', 'Abacus', 'Abacus', '/courses/abacus'],
    ['conceptualmath', 'Conceptual Math', 'Math', '/courses/conceptualmath'],
    ['vedicmath', 'Vedic Math', 'Vedic Math', '/courses/vedicmath'],
  ]);
});

test('the registration options are the catalogue names plus Other', () => {
  expect(COURSE_OPTIONS).toEqual(['Chess', 'Coding', 'Abacus', 'Conceptual Math', 'Vedic Math', 'Other']);
});

test('findCourse knows the five slugs only', () => {
  expect(findCourse('vedicmath')?.label).toBe('Vedic Math');
  expect(findCourse('dance')).toBeUndefined();
  expect(findCourse(undefined)).toBeUndefined();
});
