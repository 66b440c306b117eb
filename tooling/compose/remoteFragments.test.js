/** @jest-environment node */
const { mkdtempSync, mkdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { fragmentsFor, readRemoteFragments } = require('./remoteFragments.cjs');

// A render bundle as a remote's build writes it (dist/<version>/prerender.js): its pictures'
// addresses start with the assetBase it is given, and the config and date show in its pages.
const renderBundle = (module, routes, image) => `
let base = null;
exports.renderPrerender = async (config, { assetBase, now }) => {
  base ??= assetBase; // like an asset module, evaluated once per load
  const pages = {};
  for (const [route, title] of Object.entries(${JSON.stringify(routes)})) {
    pages[route] = { html: '<h1>' + title + '</h1><p>' + config.contact.phone + ' on ' + now.toISOString().slice(0, 10) + '</p><img src="' + base + 'assets/${image}"/>', styles: '<style data-remote-prerender="x">h1{}</style>' };
  }
  return { ${JSON.stringify(module)}: pages };
};`;

function fixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fragments-'));
  const remoteDist = path.join(dir, 'mfe-courses', '0.1.0');
  mkdirSync(remoteDist, { recursive: true });
  writeFileSync(
    path.join(remoteDist, 'prerender.js'),
    renderBundle('CourseDetailPage', { '/courses/chess': 'Chess', '/courses/coding': 'Coding' }, 'chess.1234.svg'),
  );
  // Like remoteBuilds.js buildFileOf: the courses remote is local, the others are addresses.
  const locate = (remote, entry, name) =>
    remote === 'courses' ? { file: path.join(remoteDist, name) } : { url: new URL(name, entry).href };
  return { locate };
}

const remotes = { courses: 'http://localhost:3001/0.1.0/remoteEntry.js', chess: 'https://chess.example/2.0.0/remoteEntry.js' };
const config = { contact: { phone: '+91 80 4000 1234' } };
const now = new Date('2026-11-24T12:00:00Z');

test("a local remote's pages are rendered from its dist, a remote whose bundle is missing is left out", async () => {
  const { locate } = fixture();
  const warn = jest.fn();
  const fetchImpl = jest.fn(async () => new Response('Not found', { status: 404 }));
  const byRemote = await readRemoteFragments(remotes, { locate, config, now, fetchImpl, warn });
  expect(Object.keys(byRemote)).toEqual(['courses']);
  expect(fetchImpl).toHaveBeenCalledWith('https://chess.example/2.0.0/prerender.js', expect.anything());
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('No prerendered pages of chess (https://chess.example/2.0.0/prerender.js'));
});

test('a local file that is missing, an address that cannot be reached, or a bundle that throws means no fragments', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fragments-'));
  writeFileSync(path.join(dir, 'prerender.js'), 'exports.renderPrerender = async () => { throw new Error("no such page"); };');
  const warn = jest.fn();
  const byRemote = await readRemoteFragments(
    { ...remotes, media: 'http://localhost:3005/0.1.0/remoteEntry.js' },
    {
      locate: (remote, entry, name) =>
        remote === 'courses'
          ? { file: path.join(os.tmpdir(), 'no-such-build', name) }
          : remote === 'media'
            ? { file: path.join(dir, name) }
            : { url: new URL(name, entry).href },
      config,
      fetchImpl: async () => Promise.reject(new TypeError('fetch failed')),
      warn,
    },
  );
  expect(byRemote).toEqual({});
  expect(warn).toHaveBeenCalledTimes(3);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no such page'));
});

test("pages are rendered with the deployment's config and date, their pictures beside the composed entry", async () => {
  const { locate } = fixture();
  const fetchImpl = async () => new Response(renderBundle('TournamentsPage', { '/tournament': 'Tournaments' }, 'board.9999.svg'));
  const byRemote = await readRemoteFragments(remotes, { locate, config, now, fetchImpl, warn: jest.fn() });
  expect(byRemote.chess.TournamentsPage['/tournament'].html).toBe(
    '<h1>Tournaments</h1><p>+91 80 4000 1234 on 2026-11-24</p><img src="https://chess.example/2.0.0/assets/board.9999.svg"/>',
  );
  expect(byRemote.courses.CourseDetailPage['/courses/coding'].html).toContain('src="http://localhost:3001/0.1.0/assets/chess.1234.svg"');
});

test('each compose loads the bundle afresh, so another address is not mixed with the last one', async () => {
  const { locate } = fixture();
  await readRemoteFragments({ courses: remotes.courses }, { locate, config, assetBase: () => 'https://academy.example/' });
  const byRemote = await readRemoteFragments({ courses: remotes.courses }, { locate, config });
  expect(byRemote.courses.CourseDetailPage['/courses/chess'].html).toContain('src="http://localhost:3001/0.1.0/assets/chess.1234.svg"');
});

test("assetBase puts a remote's pictures at another address (the monolith's own copies)", async () => {
  const { locate } = fixture();
  const byRemote = await readRemoteFragments({ courses: remotes.courses }, { locate, config, assetBase: () => 'https://academy.example/' });
  expect(byRemote.courses.CourseDetailPage['/courses/chess'].html).toContain('src="https://academy.example/assets/chess.1234.svg"');
});

test('the fragments of a route are keyed by remote and module, as the frames look them up', async () => {
  const { locate } = fixture();
  const byRemote = await readRemoteFragments({ courses: remotes.courses }, { locate, config });
  expect(Object.keys(fragmentsFor('/courses/chess', byRemote))).toEqual(['courses/CourseDetailPage']);
  expect(fragmentsFor('/courses/chess', byRemote)['courses/CourseDetailPage'].html).toContain('<h1>Chess</h1>');
  expect(fragmentsFor('/about', byRemote)).toEqual({});
});
