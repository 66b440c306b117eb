import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@academy/contracts/site';
import { expect, test } from '../support/test';

// Every prerendered page of the build (the shell's routes, 404, offline and app pages, each
// remote's standalone page) passes the W3C Nu HTML Checker (vnu-jar, on the machine's Java 17)
// with no error. One JVM checks every file at once: a few seconds, not one start per page.

const root = path.resolve(__dirname, '..', '..');
// The checker's jar from the vnu-jar package; `java` is the machine's (Debian's openjdk-17).
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('the Nu HTML Checker finds no error in any prerendered page', () => {
  test.setTimeout(120_000);
  const files = APPS.filter((app) => app.role !== 'app').flatMap((app) => htmlFiles(path.join(root, app.dir, 'dist')));
  expect(files.length).toBeGreaterThan(20);
  let report = '';
  try {
    execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // vnu exits 1 when it reports errors; the JSON report goes to stderr.
    report = String((error as { stderr?: string }).stderr ?? error);
  }
  const messages = report
    ? (JSON.parse(report) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages
    : [];
  const errors = messages.filter((m) => m.type === 'error').map((m) => `${path.relative(root, new URL(m.url).pathname)}: ${m.message}`);
  expect(errors).toEqual([]);
});
