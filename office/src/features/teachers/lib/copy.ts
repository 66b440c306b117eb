import { ACHIEVEMENT_IMAGE_MAX_MB, TEACHER_BIO_MAX } from '@academy/contracts/office-rules';
import { imageFieldCopy } from '../../../content/content';

// The words of the Teachers page, where staff publish the teachers the site shows on each
// course page and on About.

export const teachersCopy = {
  heading: 'Teachers',
  intro: `The teachers shown on each course page they teach and on the public About page. Photos: JPEG, PNG or WebP, at most ${ACHIEVEMENT_IMAGE_MAX_MB} MB; large photos are shrunk.`,
  empty: 'No teachers yet. The site shows no Teachers section until one is added.',
  newHeading: 'Add a teacher',
  editHeading: (name: string) => `Edit the teacher ${name}`,
  name: 'Name',
  bio: 'Short bio',
  bioHint: `At most ${TEACHER_BIO_MAX} characters, shown under the name.`,
  courses: 'Courses they teach',
  credentialKind: 'Credential',
  credentialNone: 'None',
  credentialId: 'Credential id',
  credentialHint: 'For a FIDE ID, the digits of the player’s FIDE profile.',
  photo: imageFieldCopy('Photo', 'photo', 'a photo'),
  added: 'The teacher is added.',
  updated: 'The teacher is saved.',
  deleted: 'The teacher is deleted.',
  one: (name: string) => `the teacher ${name}`,
};
