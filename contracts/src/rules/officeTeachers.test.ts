import { courseNamesOf, credentialLink } from '../records/teachers';
import { teacherSchema } from './officeTeachers';

// A teacher's form: what the office and the API both accept and refuse, field by field.

const GOOD = {
  name: 'Anand Rao',
  bio: 'Coaches juniors for state championships.',
  courses: 'chess',
  credentialKind: 'fide',
  credentialId: '5000017',
};

const fieldMessages = (input: object): Record<string, string> => {
  const result = teacherSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
};

test('a teacher with a FIDE ID reads as a typed credential; courses come back in catalogue order', () => {
  expect(teacherSchema.parse({ ...GOOD, courses: 'vedicmath, chess,chess' })).toEqual({
    name: 'Anand Rao',
    bio: GOOD.bio,
    courses: ['chess', 'vedicmath'],
    credential: { kind: 'fide', id: '5000017' },
  });
  expect(teacherSchema.parse({ ...GOOD, credentialKind: '', credentialId: '' }).credential).toBeNull();
  expect(teacherSchema.parse({ name: 'Meera', bio: 'Abacus.', courses: 'abacus' }).credential).toBeNull();
});

test('each wrong field has its own message', () => {
  expect(fieldMessages({ ...GOOD, name: ' ', bio: 'x'.repeat(401), courses: 'chess,cooking' })).toEqual({
    name: 'Please enter the name.',
    bio: 'The bio must be at most 400 characters.',
    courses: 'Please choose at least one of the courses.',
  });
  expect(fieldMessages({ ...GOOD, courses: '' })).toEqual({ courses: 'Please choose at least one of the courses.' });
  expect(fieldMessages({ ...GOOD, credentialId: '12a4' })).toEqual({
    credentialId: 'A FIDE ID holds digits only (at most 10), e.g. 5000017.',
  });
  expect(fieldMessages({ ...GOOD, credentialId: '12345678901' })).toEqual({
    credentialId: 'A FIDE ID holds digits only (at most 10), e.g. 5000017.',
  });
  expect(fieldMessages({ ...GOOD, credentialKind: '' })).toEqual({ credentialKind: 'Choose which credential the id is, or clear the id.' });
  expect(fieldMessages({ ...GOOD, credentialKind: 'uscf' })).toEqual({ credentialKind: 'Choose one of the credentials, or none.' });
  expect(fieldMessages({ ...GOOD, bio: 'Hi <script>' })).toHaveProperty('bio');
  expect(teacherSchema.safeParse({ ...GOOD, extra: 'x' }).success).toBe(false);
});

test('a FIDE ID links to its public FIDE profile', () => {
  expect(credentialLink({ kind: 'fide', id: '5000017' })).toEqual({
    label: 'FIDE ID 5000017',
    url: 'https://ratings.fide.com/profile/5000017',
  });
});

test("a teacher's courses read by their catalogue names, in catalogue order", () => {
  expect(courseNamesOf(['vedicmath', 'chess'])).toBe('Chess, Vedic Math');
  expect(courseNamesOf(['conceptualmath'])).toBe('Conceptual Math');
});
