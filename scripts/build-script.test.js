/** @jest-environment node */
// `npm run build` streams each package's lines as they come, prefixed with its package, with
// webpack's progress as lines (BUILD_PROGRESS=lines, tooling/build/createAppConfig.js), so a piped
// log is never silent for minutes; the remotes build before the shell, whose pages hold theirs.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '..');
const { build } = require(path.join(root, 'package.json')).scripts;

test('the root build streams, with progress lines unless BUILD_PROGRESS says otherwise', () => {
  const steps = build.split(' && ');
  expect(steps).toHaveLength(2);
  for (const step of steps) expect(step).toMatch(/^BUILD_PROGRESS=\$\{BUILD_PROGRESS:-lines\} lerna run build --stream /);
  expect(steps[0]).toContain('--ignore @academy/shell');
  expect(steps[1]).toContain('--scope @academy/shell');
  // The shell the npm script runs it with sees the default, and a value given from outside.
  const echo = (env) =>
    spawnSync('sh', ['-c', 'BUILD_PROGRESS=${BUILD_PROGRESS:-lines} sh -c "echo \\$BUILD_PROGRESS"'], { env, encoding: 'utf8' }).stdout;
  expect(echo({ PATH: process.env.PATH })).toBe('lines\n');
  expect(echo({ PATH: process.env.PATH, BUILD_PROGRESS: 'off' })).toBe('off\n');
});
