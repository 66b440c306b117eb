/** @jest-environment node */
const sharp = require('sharp');
const photoLoader = require('./photoLoader.cjs');

/** Runs the loader as webpack would, for the browser or the Node build; returns what it emitted and exported. */
function load(source, target) {
  const emitted = new Map();
  return new Promise((resolve, reject) => {
    const context = {
      target,
      resourcePath: '/repo/shell/photos/class-photo.jpg',
      emitFile: (name, data) => emitted.set(name, data),
      async: () => (error, code) => {
        if (error) return reject(error);
        const module = { exports: {} };
        new Function('module', '__webpack_public_path__', code.replace('export default', 'module.exports ='))(module, '/site/');
        resolve({ emitted, photo: module.exports });
      },
    };
    photoLoader.call(context, source);
  });
}

test('emits hashed AVIF and WebP files at each width and exports the <picture> sources, size and placeholder', async () => {
  const master = await sharp({ create: { width: 1000, height: 625, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  const { emitted, photo } = await load(master, 'web');
  expect([...emitted.keys()].map((name) => name.replace(/\.[0-9a-f]{8}\./, '.#.'))).toEqual([
    'assets/class-photo-480.#.avif',
    'assets/class-photo-800.#.avif',
    'assets/class-photo-1000.#.avif',
    'assets/class-photo-480.#.webp',
    'assets/class-photo-800.#.webp',
    'assets/class-photo-1000.#.webp',
  ]);
  expect(photo).toMatchObject({ width: 1000, height: 625, placeholder: expect.stringMatching(/^data:image\/webp;base64,/) });
  expect(photo.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  expect(photo.sources[1].srcSet).toMatch(
    /^\/site\/assets\/class-photo-480\.[0-9a-f]{8}\.webp 480w, \/site\/assets\/class-photo-800\.[0-9a-f]{8}\.webp 800w, \/site\/assets\/class-photo-1000\.[0-9a-f]{8}\.webp 1000w$/,
  );
  expect(photo.src).toMatch(/^\/site\/assets\/class-photo-800\.[0-9a-f]{8}\.webp$/);

  // The prerender's Node build points at the same files and writes none.
  const node = await load(master, 'node');
  expect(node.emitted.size).toBe(0);
  expect(node.photo).toEqual(photo);
});
