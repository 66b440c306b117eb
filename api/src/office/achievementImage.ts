import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { ACHIEVEMENT_IMAGE_MAX_SIDE } from '@academy/contracts/office-rules';
import { RequestError } from '../validation/RequestError';

// An uploaded achievement image: its type read from its first bytes (never from its name or the
// type the browser claims), then re-encoded by sharp, which drops every metadata block (EXIF,
// GPS location, comments), turned upright, shrunk to at most 1600 px a side, and written with a
// WebP copy beside it into the folder GET /images/:file serves.
//
// Memory stays bounded whatever is uploaded: a picture of more than 40 megapixels is refused
// from its header before it is decoded (a 1.5 MB progressive JPEG can declare 16000×16000, which
// decodes to 768 MB), one image is processed at a time, and sharp keeps no cache of decoded
// images between uploads.

export const UNSUPPORTED_IMAGE_MESSAGE = 'The image must be a JPEG, PNG or WebP picture.';
/** The most pixels an uploaded image may declare: 40 megapixels, twice a phone camera's photo. */
export const IMAGE_PIXEL_LIMIT = 40_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is too large: it may have at most 40 megapixels (for example 8000 × 5000).';

sharp.cache(false);

let queue: Promise<unknown> = Promise.resolve();
/** Runs `work` after every image before it: one image in memory at a time. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

type ImageKind = 'jpeg' | 'png' | 'webp';

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

const EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** Stores the image under a new name (the time and a random part, so no cache keeps the old picture); answers the file name. */
export async function storeAchievementImage(bytes: Buffer, id: string, imagesDir: string, now: Date): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) throw new RequestError(415, UNSUPPORTED_IMAGE_MESSAGE);
  return oneAtATime(() => encode(bytes, kind, `${id}-${now.getTime().toString(36)}${randomBytes(3).toString('hex')}`, imagesDir));
}

async function encode(bytes: Buffer, kind: ImageKind, base: string, imagesDir: string): Promise<string> {
  const { width = 0, height = 0 } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > IMAGE_PIXEL_LIMIT) throw new RequestError(413, IMAGE_TOO_LARGE_MESSAGE);
  let resized: sharp.Sharp;
  try {
    resized = sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_PIXEL_LIMIT })
      .rotate()
      .resize({ width: ACHIEVEMENT_IMAGE_MAX_SIDE, height: ACHIEVEMENT_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const main = await resized.clone().toFormat(kind).toBuffer();
    const webp = kind === 'webp' ? main : await resized.clone().webp().toBuffer();
    await mkdir(imagesDir, { recursive: true });
    await writeFile(join(imagesDir, `${base}.${EXTENSION[kind]}`), main);
    if (kind !== 'webp') await writeFile(join(imagesDir, `${base}.webp`), webp);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    throw new RequestError(415, UNSUPPORTED_IMAGE_MESSAGE);
  }
  return `${base}.${EXTENSION[kind]}`;
}

/** Deletes a stored image and its WebP copy, so a deleted or replaced picture is no longer served. */
export async function removeAchievementImage(imageFile: string, imagesDir: string): Promise<void> {
  const stem = imageFile.replace(/\.[a-z]+$/, '');
  await Promise.all([imageFile, `${stem}.webp`].map((file) => rm(join(imagesDir, file), { force: true })));
}
