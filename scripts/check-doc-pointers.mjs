#!/usr/bin/env node
// Every file a document or a comment points to exists: a path such as `api/src/lib/csv.ts` or
// `docs/deploy.md`, written in a Markdown file or in a comment of a source file, must name a
// tracked file (relative to the writer's folder, or as the tail of a tracked path, so the shell's
// README may say `src/app/AppRoutes.tsx`), or a file of an installed
// package. Build outputs (`dist/`, `reports/`) are not checked: they exist only after a build.
// Run by `npm run lint`; exits 1 and lists each pointer to a file that is gone.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const POINTER =
  /(?:^|[\s`'"([])((?:\.{1,2}\/)?(?:[\w@.-]+\/)+[\w.-]+\.(?:ts|tsx|mjs|cjs|js|json|md|sh|yml|sql|conf|service))(?=$|[\s`'"),:;\]#]|\.(?:\s|$))/g;
const BUILD_OUTPUT = /(^|\/)(dist|reports|node_modules|\.data)\//;
const COMMENT_LINE = /^\s*(\/\/|\*|\/\*|#)/;

/** `file:line: pointer` for each pointer in `root`'s tracked documents and comments that names no file. */
export function missingPointers(root) {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const known = new Set(tracked);
  const exists = (pointer, writer) => {
    const tail = pointer.replace(/^\.\//, '');
    return (
      known.has(path.posix.normalize(path.posix.join(path.posix.dirname(writer), pointer))) ||
      tracked.some((file) => file === tail || file.endsWith(`/${tail}`)) ||
      existsSync(path.join(root, 'node_modules', tail))
    );
  };
  const missing = [];
  for (const file of tracked) {
    if (!/\.(md|ts|tsx|mjs|cjs|js|sh)$/.test(file) || file.includes('.generated.')) continue;
    const fullPath = path.join(root, file);
    if (!existsSync(fullPath)) continue;
    const prose = file.endsWith('.md');
    readFileSync(fullPath, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!prose && !COMMENT_LINE.test(line)) return;
        for (const [, pointer] of line.matchAll(POINTER)) {
          if (BUILD_OUTPUT.test(pointer) || exists(pointer, file)) continue;
          missing.push(`${file}:${index + 1}: ${pointer}`);
        }
      });
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const missing = missingPointers(root);
  if (missing.length > 0) {
    console.error(`These documents or comments point to files that do not exist:\n${missing.join('\n')}`);
    process.exit(1);
  }
  console.log('Every file a document or comment points to exists.');
}
