/** @jest-environment node */
const { mkdtempSync, mkdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ASSET_BASE } = require('@academy/shared/build/prerender');
const { fragmentsFor, readRemoteFragments } = require('./remoteFragments.cjs');

const fragment = (title, image) => ({ html: `<h1>${title}</h1><img src="${ASSET_BASE}assets/${image}"/>`, styles: '<style data-remote-prerender="x">h1{}</style>' });

function fixture() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fragments-'));
  const remoteDist = path.join(dir, 'mfe-courses', '0.1.0');
  const site = path.join(dir, 'shell');
  mkdirSync(remoteDist, { recursive: true });
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  writeFileSync(path.join(site, 'assets', 'chess.1234.svg'), '<svg/>');
  writeFileSync(
    path.join(remoteDist, 'prerender.json'),
    JSON.stringify({ CourseDetailPage: { '/courses/chess': fragment('Chess', 'chess.1234.svg'), '/courses/coding': fragment('Coding', 'coding.5678.svg') } }),
  );
  // Like shared/build/remoteBuilds.js buildFileOf: the courses remote is local, the others are addresses.
  const locate = (remote, entry, name) => (remote === 'courses' ? { file: path.join(remoteDist, name) } : { url: new URL(name, entry).href });
  return { locate, site: { dir: site, url: 'https://academy.example/' } };
}

const remotes = { courses: 'http://localhost:3001/0.1.0/remoteEntry.js', chess: 'https://chess.example/2.0.0/remoteEntry.js' };

test("a local remote's fragments are read from its dist, a remote whose file is missing is left out", async () => {
  const { locate, site } = fixture();
  const warn = jest.fn();
  const fetchImpl = jest.fn(async () => new Response('Not found', { status: 404 }));
  const byRemote = await readRemoteFragments(remotes, { locate, site, fetchImpl, warn });
  expect(Object.keys(byRemote)).toEqual(['courses']);
  expect(fetchImpl).toHaveBeenCalledWith('https://chess.example/2.0.0/prerender.json', expect.anything());
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('No prerendered pages of chess (https://chess.example/2.0.0/prerender.json'));
});

test('a local file that is missing, or an address that cannot be reached, means no fragments', async () => {
  const warn = jest.fn();
  const byRemote = await readRemoteFragments(remotes, {
    locate: (remote, entry, name) => (remote === 'courses' ? { file: path.join(os.tmpdir(), 'no-such-build', name) } : { url: new URL(name, entry).href }),
    fetchImpl: async () => Promise.reject(new TypeError('fetch failed')),
    warn,
  });
  expect(byRemote).toEqual({});
  expect(warn).toHaveBeenCalledTimes(2);
});

test("fragments fetched over HTTP, and asset URLs pointing at the site's copy or the composed build", async () => {
  const { locate, site } = fixture();
  const chess = { TournamentsPage: { '/tournament': fragment('Tournaments', 'board.9999.svg') } };
  const fetchImpl = async () => new Response(JSON.stringify(chess));
  const byRemote = await readRemoteFragments(remotes, { locate, site, fetchImpl, warn: jest.fn() });
  expect(byRemote.chess.TournamentsPage['/tournament'].html).toBe('<h1>Tournaments</h1><img src="https://chess.example/2.0.0/assets/board.9999.svg"/>');
  expect(byRemote.courses.CourseDetailPage['/courses/chess'].html).toContain('src="https://academy.example/assets/chess.1234.svg"');
  expect(byRemote.courses.CourseDetailPage['/courses/coding'].html).toContain('src="http://localhost:3001/0.1.0/assets/coding.5678.svg"');
});

test('the fragments of a route are keyed by remote and module, as the frames look them up', async () => {
  const { locate, site } = fixture();
  const byRemote = await readRemoteFragments({ courses: remotes.courses }, { locate, site });
  expect(Object.keys(fragmentsFor('/courses/chess', byRemote))).toEqual(['courses/CourseDetailPage']);
  expect(fragmentsFor('/courses/chess', byRemote)['courses/CourseDetailPage'].html).toContain('<h1>Chess</h1>');
  expect(fragmentsFor('/about', byRemote)).toEqual({});
});
