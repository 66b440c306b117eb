import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSettings, SETTINGS_VARIABLES } from '../src/config/settings';
import { EMAIL_SETTINGS_VARIABLES } from '../src/email/emailSettings';
import { retentionMonths } from '../src/cli/retention';

// .env.example at the root lists every variable; this suite fails when it and the code disagree:
// a variable the settings module reads that the file leaves out (or the other way round), or a
// default the file states that is not the code's.

const ROOT = join(__dirname, '..', '..');
const example = readFileSync(join(ROOT, '.env.example'), 'utf8');

/** The `NAME=value` lines of one `# === title ===` section, in order. */
function section(title: string): Array<[string, string]> {
  const blocks = example.split(/^# === /m);
  const block = blocks.find((b) => b.startsWith(title));
  if (!block) throw new Error(`.env.example has no section "# === ${title}"`);
  return [...block.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]);
}

/** The variable names a source file reads: `env.NAME`, and `read('NAME', …)` in the retention module. The settings
 * schemas name theirs as keys, and export the list. */
function namesRead(file: string): string[] {
  const source = readFileSync(join(__dirname, '..', 'src', file), 'utf8');
  return [...new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)|\bread\('([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1] ?? m[2]!))].sort();
}

test('the API section lists exactly the variables the settings module reads', () => {
  expect(
    section('API')
      .map(([name]) => name)
      .sort(),
  ).toEqual(SETTINGS_VARIABLES);
});

test('the e-mail delivery section lists exactly the variables the e-mail settings read', () => {
  expect(
    section('E-mail delivery')
      .map(([name]) => name)
      .sort(),
  ).toEqual(EMAIL_SETTINGS_VARIABLES);
});

test('the data CLI section lists exactly the retention variables', () => {
  expect(
    section('Data CLI')
      .map(([name]) => name)
      .sort(),
  ).toEqual(namesRead('cli/retention.ts'));
});

test("every default the file states is the code's default", () => {
  const defaults = readSettings({});
  for (const [name, value] of section('API')) {
    if (value === '') continue;
    expect({ name, settings: readSettings({ [name]: value }) }).toEqual({ name, settings: defaults });
  }
  const months = Object.fromEntries(section('Data CLI'));
  expect(retentionMonths(months)).toEqual(retentionMonths({}));
});

test('every variable has a line saying what it means just above it', () => {
  const lines = example.split('\n');
  lines.forEach((line, index) => {
    if (!/^[A-Z][A-Z0-9_]*=/.test(line)) return;
    let above = index - 1;
    while (above >= 0 && /^[A-Z][A-Z0-9_]*=/.test(lines[above]!)) above -= 1;
    expect({ line, above: lines[above]?.startsWith('# ') }).toEqual({ line, above: true });
  });
});
