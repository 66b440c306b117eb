import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataArgs, USAGE as DATA_USAGE } from '../src/cli/data';
import { parseStaffArgs, USAGE as STAFF_USAGE } from '../src/cli/staff';
import { storeProblem, UsageError } from '../src/cli/cliSupport';
import { noStoreSentence } from '../src/store/existingStore';
import { openSqliteStore } from '../src/store/sqliteStore';
import { freePort } from './apiProcess';
import { tempDir } from './storeTargets';

// The staff and data CLIs read their arguments before they open a store: `--help` and a typo
// never connect to, create or migrate a database.

const API_DIR = join(__dirname, '..');

function cli(script: 'staff' | 'data', args: string[], env: Record<string, string>, input = '') {
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), `src/cli/${script}.ts`, ...args], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    input,
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('argument parsing (no store involved)', () => {
  test('staff: each command, --help, and what is refused', () => {
    expect(parseStaffArgs(['--help'])).toEqual({ name: 'help' });
    expect(parseStaffArgs(['add', 'x@y.example', '-h'])).toEqual({ name: 'help' });
    expect(parseStaffArgs(['list'])).toEqual({ name: 'list' });
    expect(parseStaffArgs(['add', ' Desk@Academy.Example '])).toEqual({ name: 'add', email: 'desk@academy.example' });
    expect(parseStaffArgs(['remove', 'a@b.example'])).toEqual({ name: 'remove', email: 'a@b.example' });
    for (const args of [[], ['lsit'], ['add'], ['add', 'not-an-email'], ['list', 'extra'], ['--frobnicate', 'list']]) {
      expect(() => parseStaffArgs(args)).toThrow(UsageError);
    }
  });

  test('data: each command, --output, and what is refused', () => {
    expect(parseDataArgs(['-h'])).toEqual({ name: 'help' });
    expect(parseDataArgs(['export', 'achievements'])).toEqual({ name: 'export', sheet: 'achievements' });
    expect(parseDataArgs(['export', 'achievements', '--output', 'a.csv'])).toEqual({
      name: 'export',
      sheet: 'achievements',
      output: 'a.csv',
    });
    expect(parseDataArgs(['import', 'puzzles', 'p.csv'])).toEqual({ name: 'import', sheet: 'puzzles', file: 'p.csv' });
    expect(parseDataArgs(['purge'], {})).toMatchObject({ name: 'purge', months: { registrations: 36, applications: 12 } });
    for (const args of [
      [],
      ['export'],
      ['export', 'nope'],
      ['import', 'puzzles'],
      ['export', 'puzzles', 'p.csv'],
      ['purge', 'x'],
      ['import', 'puzzles', 'p.csv', '--output', 'o.csv'],
      ['export', 'puzzles', '--output'],
    ]) {
      expect(() => parseDataArgs(args)).toThrow(UsageError);
    }
  });

  test('an unopenable store is one sentence naming the variable to check', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(storeProblem({ databaseUrl: 'postgres://u:secret@db.internal:5432/academy', dataDir: '/x' }, refused)).toBe(
      'Could not open the PostgreSQL database at db.internal:5432/academy (connect ECONNREFUSED 127.0.0.1:1); check DATABASE_URL.',
    );
    expect(storeProblem({ dataDir: '/nowhere' }, new Error('EACCES: permission denied'))).toBe(
      'Could not open the SQLite database in /nowhere (EACCES: permission denied); check DATA_DIR.',
    );
  });
});

describe.each(['staff', 'data'] as const)('the %s CLI', (script) => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const usage = script === 'staff' ? STAFF_USAGE : DATA_USAGE;

  test('--help prints the usage and exits 0 without creating a database, even with a DATABASE_URL', async () => {
    const port = await freePort();
    for (const env of [
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      { DATA_DIR: dataDir, DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none` },
    ]) {
      const result = cli(script, ['--help'], env);
      expect(result).toEqual({ code: 0, stdout: `${usage}\n`, stderr: '' });
    }
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  test('a usage error exits 2 with the reason and the usage, without creating a database', () => {
    const result = cli(script, ['frobnicate'], { DATA_DIR: dataDir });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`Unknown command "frobnicate".\n${usage}\n`);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 30_000);

  test('an unreachable database is one sentence naming DATABASE_URL', async () => {
    const port = await freePort();
    const result = cli(script, script === 'staff' ? ['list'] : ['export', 'achievements'], {
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${port}/academy`,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      new RegExp(
        `^Could not open the PostgreSQL database at 127\\.0\\.0\\.1:${port}/academy \\(.*ECONNREFUSED.*\\); check DATABASE_URL\\.\\n$`,
      ),
    );
    expect(result.stderr).not.toContain('secret');
  }, 30_000);

  test('a DATA_DIR that holds no database is one sentence, and none is created', () => {
    const notADir = join(dataDir, '..', `academy-cli-file-${process.pid}-${script}`);
    writeFileSync(notADir, '');
    try {
      const result = cli(script, script === 'staff' ? ['list'] : ['export', 'achievements'], { DATA_DIR: notADir });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`${noStoreSentence({ dataDir: notADir })}\n`);
    } finally {
      rmSync(notADir, { force: true });
    }
  }, 30_000);
});

test('data export --output writes the CSV to the file and nothing else', async () => {
  const dataDir = tempDir();
  try {
    await openSqliteStore(dataDir).close();
    const input = join(dataDir, 'in.csv');
    const output = join(dataDir, 'out.csv');
    writeFileSync(input, 'id,title,subtitle,imageFile\r\nstar-pupil,Star pupil,Top rating,star.svg\r\n');
    expect(cli('data', ['import', 'achievements', input], { DATA_DIR: dataDir }).code).toBe(0);
    const result = cli('data', ['export', 'achievements', '--output', output], { DATA_DIR: dataDir });
    expect(result).toEqual({ code: 0, stdout: '', stderr: `Exported achievements to ${output}.\n` });
    expect(readFileSync(output, 'utf8')).toBe('id,title,subtitle,imageFile\r\nstar-pupil,Star pupil,Top rating,star.svg\r\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test('npm run --silent, as the README writes it, adds nothing to an exported file', async () => {
  const dataDir = tempDir();
  try {
    await openSqliteStore(dataDir).close();
    const result = spawnSync('npm', ['run', '--silent', 'data', '--', 'export', 'achievements'], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout.split('\r\n')[0]).toBe('id,title,subtitle,imageFile');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test("both usages write their commands as the README does, with npm run --silent (the output is only the CLI's)", () => {
  for (const usage of [STAFF_USAGE, DATA_USAGE]) {
    const commands = usage.split('\n').filter((line) => line.includes('npm run'));
    expect(commands.length).toBeGreaterThan(3);
    for (const line of commands) expect(line).toMatch(/^ {2}npm run --silent (staff|data) -w api -- /);
  }
});
