import { extname } from 'node:path';

// The one rule for an achievement's image file name, kept by the CSV import and by GET
// /images/:file alike: a plain name (no slash, no leading dot, no empty part between dots, so
// nothing outside the images folder), at most 100 characters (Fastify's longest route
// parameter), with an image type we serve.

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;
const MAX_LENGTH = 100;

/** The Content-Type of an acceptable image file name, or null when the name breaks the rule. */
export function imageType(file: string): string | null {
  if (file.length > MAX_LENGTH || !PLAIN_NAME.test(file)) return null;
  return IMAGE_TYPES[extname(file).toLowerCase()] ?? null;
}
