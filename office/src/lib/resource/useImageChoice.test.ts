import { File as NodeFile } from 'node:buffer';
import { ACHIEVEMENT_IMAGE_MAX_BYTES } from '@academy/contracts/office-rules';
import { imageFieldCopy } from '../../content/content';
import { imageProblem } from './useImageChoice';

// What the office says of a chosen image before sending it: the API's types and size, at the edge.

const copy = imageFieldCopy('Photo', 'photo', 'a photo');
const file = (type: string, bytes: number) => new NodeFile([new Uint8Array(bytes)], 'x', { type }) as unknown as File;

test('no image is missing for a new item and fine on an edit (the current one stays)', () => {
  expect(imageProblem(null, true, copy)).toBe('Please choose a photo.');
  expect(imageProblem(null, false, copy)).toBeUndefined();
});

test('JPEG, PNG and WebP up to the largest size are taken; another type or one byte more is refused', () => {
  for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(imageProblem(file(type, 10), true, copy)).toBeUndefined();
  expect(imageProblem(file('image/gif', 10), true, copy)).toBe('The photo must be a JPEG, PNG or WebP file.');
  expect(imageProblem(file('image/jpeg', ACHIEVEMENT_IMAGE_MAX_BYTES), false, copy)).toBeUndefined();
  expect(imageProblem(file('image/jpeg', ACHIEVEMENT_IMAGE_MAX_BYTES + 1), false, copy)).toBe('The photo must be at most 20 MB.');
});
