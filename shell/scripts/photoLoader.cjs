// Webpack loader for the academy's photos (`import hero from '../photos/x.jpg?responsive'`):
// runs the photo pipeline (responsivePhoto.mjs) and emits assets/<name>-<width>.<hash>.<avif|webp>
// beside the build's other assets; the module exports what a <picture> needs (see
// src/lib/ResponsivePicture.tsx). The Node build of the prerender gets the same addresses and emits
// nothing. A photo is encoded once per build process, however many compilations import it.
const { createHash } = require('node:crypto');
const path = require('node:path');
// Node 22.12+ loads an ES module with require() (the engines field asks for 22.18).
const { responsivePhoto } = require('./responsivePhoto.mjs');

const encoded = new Map();

function encodeOnce(source) {
  const key = createHash('sha256').update(source).digest('hex');
  if (!encoded.has(key)) encoded.set(key, responsivePhoto(source));
  return encoded.get(key);
}

const MIME = { avif: 'image/avif', webp: 'image/webp' };

module.exports = function photoLoader(source) {
  const callback = this.async();
  const name = path.basename(this.resourcePath, path.extname(this.resourcePath));
  encodeOnce(source).then(
    (photo) => {
      const byFormat = new Map();
      for (const file of photo.files) {
        const hash = createHash('sha256').update(file.data).digest('hex').slice(0, 8);
        const fileName = `assets/${name}-${file.width}.${hash}.${file.format}`;
        if (this.target !== 'node') this.emitFile(fileName, file.data);
        if (!byFormat.has(file.format)) byFormat.set(file.format, []);
        byFormat.get(file.format).push([fileName, file.width]);
      }
      const sources = [...byFormat].map(([format, list]) => ({ type: MIME[format], list }));
      // The fallback <img src>: the WebP nearest 800 px wide.
      const webp = byFormat.get('webp') ?? [...byFormat.values()][0];
      const fallback = webp.reduce((best, entry) => (Math.abs(entry[1] - 800) < Math.abs(best[1] - 800) ? entry : best));
      callback(
        null,
        `const base = __webpack_public_path__;
const srcSet = (list) => list.map(([file, width]) => base + file + ' ' + width + 'w').join(', ');
export default {
  src: base + ${JSON.stringify(fallback[0])},
  width: ${photo.width},
  height: ${photo.height},
  placeholder: ${JSON.stringify(photo.placeholder)},
  sources: ${JSON.stringify(sources)}.map(({ type, list }) => ({ type, srcSet: srcSet(list) })),
};
`,
      );
    },
    (error) => callback(error),
  );
};
module.exports.raw = true;
