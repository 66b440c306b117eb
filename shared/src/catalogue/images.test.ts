import { COURSES } from '@academy/contracts/catalogue';
import { COURSE_IMAGES } from './images';

test('every course of the catalogue has its illustration and icon', () => {
  for (const course of COURSES) {
    expect(COURSE_IMAGES[course.slug].image).toBeTruthy();
    expect(COURSE_IMAGES[course.slug].icon).toBeTruthy();
  }
});
