export * from '@academy/contracts/catalogue';
export { COURSE_IMAGES, COURSE_IMAGE_SIZE, COURSE_ICON_SIZE } from './images';
