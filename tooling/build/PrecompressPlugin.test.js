/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin, writeWithCompressedCopies } = require('./PrecompressPlugin');

let dir;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.writeFileSync(path.join(dir, 'big.js'), `document.title = ${JSON.stringify('Online chess classes for children. '.repeat(100))};`);
  fs.writeFileSync(path.join(dir, 'tiny.js'), 'self.x = 1;');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { big: './big.js', tiny: './tiny.js' },
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    plugins: [new PrecompressPlugin()],
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors()).toBe(false);
}, 30_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (name) => fs.readFileSync(path.join(dir, 'dist', name));

test('writes .br and .gz copies that decode to the emitted file', () => {
  const original = read('big.js');
  expect(zlib.brotliDecompressSync(read('big.js.br')).equals(original)).toBe(true);
  expect(zlib.gunzipSync(read('big.js.gz')).equals(original)).toBe(true);
  expect(read('big.js.br').length).toBeLessThan(read('big.js.gz').length);
});

test('skips source maps and files that compression would not shrink by a fifth', () => {
  const files = fs.readdirSync(path.join(dir, 'dist'));
  expect(files).toContain('big.js.map');
  expect(files).toContain('tiny.js');
  expect(files.filter((file) => /\.map\.(br|gz)$|^tiny\.js\.(br|gz)$/.test(file))).toEqual([]);
});

test('a file written after the build gets the same copies, and a copy no longer worth keeping is removed', async () => {
  const page = path.join(dir, 'page.html');
  const html = `<main>${'<p>Book a free demo class for your child.</p>'.repeat(50)}</main>`;
  await writeWithCompressedCopies(page, html);
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString()).toBe(html);
  expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString()).toBe(html);
  // Rewritten with content that does not compress: the old copies would be stale, so they go.
  const noise = require('node:crypto').randomBytes(4096);
  await writeWithCompressedCopies(page, noise);
  expect(fs.readFileSync(page).equals(noise)).toBe(true);
  expect(fs.existsSync(`${page}.br`)).toBe(false);
  expect(fs.existsSync(`${page}.gz`)).toBe(false);
});
