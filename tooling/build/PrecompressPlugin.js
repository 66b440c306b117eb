// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, at
// the highest levels, so serve.js sends compressed files without compressing per request.
// Results are kept in webpack's cache, so a warm rebuild does not compress again. The same rules
// write the copies of files made after the build (the prerendered pages): writeWithCompressedCopies.
const fs = require('node:fs');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const NAME = 'PrecompressPlugin';
const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt)$/;
/** A copy is written only when it is at most this share of the original. */
const MIN_RATIO = 0.8;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODERS = [
  {
    suffix: '.br',
    encode: (buffer) =>
      brotli(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      }),
  },
  { suffix: '.gz', encode: (buffer) => gzip(buffer, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

const worthKeeping = (compressedSize, originalSize) => compressedSize <= originalSize * MIN_RATIO;

/**
 * Writes `file` with `content` and its compressed copies beside it, by the build's rules; a copy
 * from an earlier write that is no longer worth keeping is removed, so the server never sends a
 * stale one.
 */
async function writeWithCompressedCopies(file, content) {
  const buffer = Buffer.from(content);
  fs.writeFileSync(file, buffer);
  for (const encoder of ENCODERS) {
    const copy = await encoder.encode(buffer);
    if (worthKeeping(copy.length, buffer.length)) fs.writeFileSync(`${file}${encoder.suffix}`, copy);
    else fs.rmSync(`${file}${encoder.suffix}`, { force: true });
  }
}

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const cache = compilation.getCache(NAME);
      compilation.hooks.processAssets.tapPromise(
        // After minification, real content hashes and the HTML page; `additionalAssets` also
        // covers files other plugins add later (the federation manifest).
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((name) => TEXT_ASSET.test(name))
            .flatMap((name) => ENCODERS.map((encoder) => ({ name, encoder })))
            .map(async ({ name, encoder }) => {
              const { source } = compilation.getAsset(name);
              const key = `${name}${encoder.suffix}`;
              const etag = cache.getLazyHashedEtag(source);
              let output = await cache.getPromise(key, etag);
              if (!output) {
                output = new sources.RawSource(await encoder.encode(source.buffer()));
                await cache.storePromise(key, etag, output);
              }
              if (!worthKeeping(output.size(), source.size())) return;
              compilation.emitAsset(key, output, { compressed: true });
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, writeWithCompressedCopies };
