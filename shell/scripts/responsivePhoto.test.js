/** @jest-environment node */
const sharp = require('sharp');
const { PHOTO_FORMATS, PHOTO_WIDTHS, responsivePhoto } = require('./responsivePhoto.mjs');

// Eight AVIF and WebP encodings take a few seconds on a busy machine.
jest.setTimeout(60_000);

// A 2000 × 1250 master with a camera's EXIF block (orientation "turned 90°" and a GPS-like note).
async function master({ width = 2000, height = 1250, orientation } = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: '#1f3c88' } }).composite([
    { input: { create: { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3, background: '#c2410c' } } },
  ]);
  const tagged = image.jpeg().withExif({ IFD0: { ImageDescription: 'GPS 12.97N 77.59E' } });
  return (orientation ? tagged.withMetadata({ orientation }) : tagged).toBuffer();
}

test('makes AVIF and WebP at every width, with the master’s width, height and a tiny placeholder', async () => {
  const photo = await responsivePhoto(await master());
  expect(photo).toMatchObject({ width: 2000, height: 1250 });
  expect(photo.files.map((f) => [f.format, f.width, f.height])).toEqual(
    PHOTO_FORMATS.flatMap((format) => PHOTO_WIDTHS.map((w) => [format, w, Math.round((w * 1250) / 2000)])),
  );
  for (const file of photo.files) {
    const meta = await sharp(file.data).metadata();
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([file.format, file.width, file.height]);
    expect(meta.exif).toBeUndefined(); // no camera data, no location
  }
  expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
  const tiny = Buffer.from(photo.placeholder.split(',')[1], 'base64');
  expect(tiny.length).toBeLessThan(600);
  expect((await sharp(tiny).metadata()).width).toBe(16);
});

test('a smaller master is not enlarged, and an EXIF orientation is applied to the pixels and the size', async () => {
  const small = await responsivePhoto(await master({ width: 900, height: 600 }), { widths: [480, 800, 1200], formats: ['webp'] });
  expect(small.files.map((f) => f.width)).toEqual([480, 800, 900]);
  const turned = await responsivePhoto(await master({ width: 1000, height: 600, orientation: 6 }), { widths: [480], formats: ['webp'] });
  expect(turned).toMatchObject({ width: 600, height: 1000 });
  expect(turned.files[0]).toMatchObject({ width: 480, height: 800 });
});
