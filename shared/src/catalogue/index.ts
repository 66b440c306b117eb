export { COURSES, findCourse, type Course, type CourseSlug } from './courses';
export { COURSE_IMAGES, COURSE_IMAGE_SIZE, COURSE_ICON_SIZE } from './images';
