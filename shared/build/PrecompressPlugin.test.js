/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { PrecompressPlugin } = require('./PrecompressPlugin');

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
