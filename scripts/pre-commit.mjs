#!/usr/bin/env node
// The pre-commit hook (.githooks/pre-commit): Prettier's check and ESLint, with the project's
// settings, on the files staged for this commit only, so a commit takes seconds. A problem
// stops the commit with the tools' own report; `npx prettier --write <file>` fixes the format.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files ESLint reads (eslint.config.mjs): TypeScript and JavaScript. */
const LINTED = /\.(ts|tsx|js|cjs|mjs)$/;

/** The staged files a commit adds or changes (not deleted ones), from `git diff --cached`. */
function stagedFiles(listing) {
  return listing.split('\0').filter((file) => file !== '');
}

/** The commands to run on `files`: Prettier on every file it knows, ESLint on the scripts. */
function checks(files) {
  const linted = files.filter((file) => LINTED.test(file));
  return [
    ...(files.length > 0 ? [['prettier', '--check', '--ignore-unknown', ...files]] : []),
    ...(linted.length > 0 ? [['eslint', '--max-warnings', '0', '--no-warn-ignored', ...linted]] : []),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const listing = spawnSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'], { encoding: 'utf8' });
  if (listing.status !== 0) process.exit(listing.status ?? 1);
  for (const command of checks(stagedFiles(listing.stdout))) {
    const run = spawnSync('npx', ['--no-install', ...command], { stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`pre-commit: ${command[0]} found problems in the staged files (skip once: git commit --no-verify).`);
      process.exit(1);
    }
  }
}
