import type { PublicTeacher } from '@academy/contracts/records';
import { photoUrl, teachersOf } from './teachers';

const teacher = (name: string, courses: PublicTeacher['courses']): PublicTeacher => ({
  name,
  courses,
  bio: 'Bio.',
  photoFile: `${name}.jpg`,
  photoWebpFile: `${name}.webp`,
  credential: null,
});

test('a course shows only its own teachers, in staff order; without a course, everyone', () => {
  const all = [teacher('Anand', ['chess', 'abacus']), teacher('Meera', ['coding']), teacher('Ravi', ['abacus'])];
  expect(teachersOf(all, 'abacus').map((t) => t.name)).toEqual(['Anand', 'Ravi']);
  expect(teachersOf(all, 'vedicmath')).toEqual([]);
  expect(teachersOf(all).map((t) => t.name)).toEqual(['Anand', 'Meera', 'Ravi']);
});

test('a photo address joins the image base and the encoded file name', () => {
  expect(photoUrl('http://localhost:4000/images', 'a b.jpg')).toBe('http://localhost:4000/images/a%20b.jpg');
  expect(photoUrl('/images/', 'x.webp')).toBe('/images/x.webp');
});
