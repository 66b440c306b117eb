/** @jest-environment node */
// The pre-commit hook checks the staged files only: Prettier on each, ESLint on the scripts; in a
// repository of its own, a badly formatted staged file stops the commit and a tidy one passes.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.join(__dirname, '..');

test('a commit with a badly formatted staged file is stopped; fixed, it goes through', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-hook-'));
  const git = (...args) =>
    spawnSync('git', ['-c', 'user.email=dev@academy.test', '-c', 'user.name=Dev', ...args], { cwd: dir, encoding: 'utf8' });
  try {
    for (const file of ['.prettierrc', '.prettierignore', 'eslint.config.mjs', 'package.json'])
      fs.copyFileSync(path.join(root, file), path.join(dir, file));
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.copyFileSync(path.join(root, 'scripts', 'pre-commit.mjs'), path.join(dir, 'scripts', 'pre-commit.mjs'));
    fs.cpSync(path.join(root, '.githooks'), path.join(dir, '.githooks'), { recursive: true });
    fs.cpSync(path.join(root, 'tooling', 'eslint'), path.join(dir, 'tooling', 'eslint'), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    git('init', '-q');
    git('config', 'core.hooksPath', '.githooks');
    fs.writeFileSync(path.join(dir, 'answer.mjs'), 'export const  answer={value:42}\n');
    git('add', 'answer.mjs');
    const refused = git('commit', '-q', '-m', 'answer');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('pre-commit: prettier found problems in the staged files');
    spawnSync('npx', ['--no-install', 'prettier', '--write', 'answer.mjs'], { cwd: dir });
    expect(fs.readFileSync(path.join(dir, 'answer.mjs'), 'utf8')).toBe('export const answer = { value: 42 };\n');
    git('add', 'answer.mjs');
    const accepted = git('commit', '-q', '-m', 'answer');
    expect({ status: accepted.status, stderr: accepted.stderr }).toEqual({ status: 0, stderr: expect.not.stringContaining('pre-commit:') });
    expect(git('log', '--format=%s').stdout).toBe('answer\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
