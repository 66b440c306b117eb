export { COURSES, COURSE_LABELS, findCourse, type CatalogueCourse, type Course, type CourseSlug } from './courses';
export { ACADEMY_ZONE, SERVED_COUNTRIES, SERVED_ZONES, type ServedCountry, type ServedZone } from './countries';
