/** @jest-environment node */
const { spawnSync } = require('node:child_process');
const { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { minimumOf, nodeProblem } = require('./node-version.mjs');

// `npm start` and `npm test` check the Node version before they import anything else.

const policy = { range: '>=22.19', nvmrc: '24' };

test('engines.node reads as a minimum version', () => {
  expect(minimumOf('>=22.19')).toEqual([22, 19, 0]);
  expect(minimumOf('>= 24.11.1')).toEqual([24, 11, 1]);
  expect(() => minimumOf('^22')).toThrow('engines.node');
});

test('a supported Node with type stripping passes', () => {
  for (const version of ['22.19.0', 'v22.23.3', '24.0.0', '26.10.0']) {
    expect(nodeProblem({ version, typescript: 'strip', ...policy })).toBeNull();
  }
});

test('an older Node gets one sentence naming the version needed and .nvmrc', () => {
  for (const version of ['20.19.0', '22.18.0', '22.9.9', '18.20.8']) {
    const problem = nodeProblem({ version, typescript: version.startsWith('22') ? 'strip' : undefined, ...policy });
    expect(problem).toBe(
      `This project needs Node.js 22.19 or newer, and this is Node.js ${version}: install the line .nvmrc names (24), ` +
        "e.g. with `nvm install` in the project's folder, and run the command again.",
    );
    expect(String(problem).split(/[.:] [A-Z]/)).toHaveLength(1);
  }
});

test('type stripping switched off is named too', () => {
  expect(nodeProblem({ version: '24.1.0', typescript: false, ...policy })).toMatch(
    /^This project needs Node.js 22.19 or newer with TypeScript type stripping on, .*\.nvmrc names \(24\)/,
  );
});

test.each(['start', 'test'])('npm %s stops with the sentence before importing anything else', (entry) => {
  // A copy of the entry whose lib/ module would fail to load: the check must come first.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-node-check-'));
  try {
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ engines: { node: '>=999.1' } }));
    writeFileSync(path.join(dir, '.nvmrc'), '999\n');
    const scripts = path.join(dir, 'scripts');
    mkdirSync(path.join(scripts, 'lib'), { recursive: true });
    for (const file of [`${entry}.mjs`, 'node-version.mjs']) {
      writeFileSync(path.join(scripts, file), readFileSync(path.join(__dirname, file)));
    }
    // The one definition the scripts re-export, where the checkout keeps it.
    const definition = path.join(dir, 'contracts', 'src', 'node');
    mkdirSync(definition, { recursive: true });
    writeFileSync(
      path.join(definition, 'nodeVersion.mjs'),
      readFileSync(path.join(__dirname, '..', 'contracts', 'src', 'node', 'nodeVersion.mjs')),
    );
    writeFileSync(path.join(scripts, 'lib', `${entry}.mjs`), "import './missing.ts';\nthrow new Error('loaded');\n");
    const result = spawnSync(process.execPath, [path.join(scripts, `${entry}.mjs`)], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `This project needs Node.js 999.1 or newer, and this is Node.js ${process.versions.node}: install the line .nvmrc names (999), ` +
        "e.g. with `nvm install` in the project's folder, and run the command again.\n",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
