// The shell's photo pipeline (photos/README.md): one master photo in, the files a <picture>
// needs out — AVIF and WebP at several widths, the intrinsic width and height, and a tiny blurred
// placeholder as a data URI. The webpack loader beside it (photoLoader.cjs) runs this at build time.
import sharp from 'sharp';

/** The widths made of every photo: a phone at 1× up to a wide screen's half at 2×, and the hero's 2× size. */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600];
/** Best first: a browser takes the first <source> it can decode. Every current browser has WebP. */
export const PHOTO_FORMATS = ['avif', 'webp'];
const ENCODE = {
  avif: (image) => image.avif({ quality: 55, effort: 4 }),
  webp: (image) => image.webp({ quality: 78, effort: 5 }),
};
/** The placeholder's width in pixels: a few hundred bytes, smoothed by the browser's upscaling. */
const PLACEHOLDER_WIDTH = 16;

/**
 * Encodes `input` (JPEG, PNG, WebP, AVIF or TIFF bytes) for the web. The picture is turned as
 * its EXIF orientation says, then every metadata block (EXIF with a camera's GPS position, XMP,
 * ICC beyond sRGB) is dropped, so a student's photo carries nothing but pixels. A width larger
 * than the master is not made: the master's own width stands in for it.
 * @returns {Promise<{ width: number, height: number, placeholder: string,
 *   files: { format: string, width: number, height: number, data: Buffer }[] }>}
 */
export async function responsivePhoto(input, { widths = PHOTO_WIDTHS, formats = PHOTO_FORMATS } = {}) {
  const master = sharp(input, { failOn: 'error' }).autoOrient();
  const { autoOrient } = await master.metadata();
  const { width, height } = autoOrient;
  const sizes = [...new Set(widths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const files = [];
  for (const format of formats) {
    for (const w of sizes) {
      const { data, info } = await ENCODE[format](master.clone().resize({ width: w })).toBuffer({ resolveWithObject: true });
      files.push({ format, width: info.width, height: info.height, data });
    }
  }
  const tiny = await master.clone().resize({ width: PLACEHOLDER_WIDTH }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return { width, height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}`, files };
}
