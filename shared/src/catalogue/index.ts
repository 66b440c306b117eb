export { COURSES, findCourse, type Course, type CourseSlug } from './courses';
export { COURSE_IMAGES, COURSE_IMAGE_SIZE, COURSE_ICON_SIZE } from './images';
export { ACADEMY_ZONE, SERVED_COUNTRIES, SERVED_ZONES, type ServedCountry, type ServedZone } from './countries';
