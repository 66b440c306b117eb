import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportCell, neutraliseCell, parseCsv, textCell, writeCsv } from '../src/lib/csv';
import { exportSheet, importSheet, replaceContentRows } from '../src/cli/sheetTransfer';
import { openSqliteStore } from '../src/store/sqliteStore';
import { eachStore, tempDir } from './storeTargets';
import { registrationRow, today } from './testServer';
import type { OpenedStore } from './storeTargets';

// Exports must be safe to open in a spreadsheet program, and a round trip must keep every cell.

describe('CSV reader and writer', () => {
  test('quotes, doubled quotes, commas and line breaks survive a round trip', () => {
    const rows = [
      ['a,b', 'say "hi"', 'two\r\nlines', ''],
      ['plain', ' spaced ', 'x', 'ü'],
    ];
    expect(parseCsv(writeCsv(rows))).toEqual(rows);
    expect(parseCsv('\ufeffa,b\nc,"d\ne"\n')).toEqual([
      ['a', 'b'],
      ['c', 'd\ne'],
    ]);
  });

  test('records end in CRLF and a lone CR or LF inside a cell is quoted', () => {
    expect(
      writeCsv([
        ['a\rb', 'c\nd', 'plain'],
        ['x', '', 'y'],
      ]),
    ).toBe('"a\rb","c\nd",plain\r\nx,,y\r\n');
    expect(writeCsv([])).toBe('');
  });

  test('a file that ends inside a quoted field is refused', () => {
    expect(() => parseCsv('a,"b\r\n')).toThrow(/quote/i);
  });

  test.each([
    ['=1+1', "'=1+1"],
    ['+91', "'+91"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    // The probe's cells: fullwidth signs, and a formula a `;` or tab split would start a cell with.
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D2', "'\uFF0D2"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
    ['Pat;=1+1', "Pat;'=1+1"],
    ['Pat\t+1;-2', "Pat\t'+1;'-2"],
    ['Pat;\uFF1D1', "Pat;'\uFF1D1"],
    ['Pat; Kumar;x', 'Pat; Kumar;x'],
    ['-', '-'],
    ['Chess', 'Chess'],
    ['', ''],
  ])('%j is exported as %j', (cell, exported) => {
    expect(neutraliseCell(cell)).toBe(exported);
  });
});

describe("the office export's cells", () => {
  test.each([
    // A plus, a leading zero or 12 digits and more: text, as the formula of that text.
    ['+919876543210', '="+919876543210"'],
    ['919876543210', '="919876543210"'],
    ['0123', '="0123"'],
    ['+1', '="+1"'],
    // Short numbers stay numbers (an age, years of experience); 11 digits show whole.
    ['9', '9'],
    ['98765432101', '98765432101'],
    ['0', '0'],
    // Anything else is defused as before.
    ['+91 98765 43210', "'+91 98765 43210"],
    ['=1+1', "'=1+1"],
    ['-', '-'],
    ['Chess', 'Chess'],
  ])('%j is exported as %j', (cell, exported) => {
    expect(exportCell(cell)).toBe(exported);
  });

  test('a text cell holds digits only, so its formula can hold nothing else, and survives the CSV quoting', () => {
    expect(() => textCell('1"&HYPERLINK("x")&"')).toThrow(/digits/);
    expect(writeCsv([[textCell('+919876543210')]])).toBe('"=""+919876543210"""\r\n');
    expect(parseCsv(writeCsv([[textCell('+919876543210')]]))).toEqual([['="+919876543210"']]);
  });
});

describe.each(eachStore())('%s store: sheet export and import', (_name, target) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await target.open();
  });
  afterEach(() => opened.dispose());

  test('exported content cells are neutralised, the bare - placeholder kept', async () => {
    await replaceContentRows(opened.store, 'tournaments', [['01/02/2026 06:00 PM', '-', '=HYPERLINK("x")', '@evil']]);
    const csv = await exportSheet(opened.store, 'tournaments');
    expect(parseCsv(csv)).toEqual([
      ['istStart', 'supportLink', 'groupALink', 'groupBLink'],
      ['01/02/2026 06:00 PM', '-', `'=HYPERLINK("x")`, "'@evil"],
    ]);
  });

  test('registrations import under the API rules, raise the counter and export again', async () => {
    const good = registrationRow(10_050);
    const bad = registrationRow(10_051, { 3: '=cmd' });
    const csv = writeCsv([
      [
        'date',
        'registrationNumber',
        'course',
        'parentName',
        'childName',
        'age',
        'address',
        'countryCode',
        'mobileNumber',
        'email',
        'referralCode',
      ],
      good,
      bad,
      good,
    ]);
    const report = await importSheet(opened.store, 'registrations', csv);
    expect(report.imported).toBe(1);
    expect(report.skipped).toHaveLength(2);
    expect(await opened.store.lastIssued('registration')).toBeGreaterThanOrEqual(10_050);
    // A row without a date arrived on import: it is exported with that day's date (in India).
    expect(parseCsv(await exportSheet(opened.store, 'registrations'))[1]).toEqual([today(), ...good.slice(1)]);
  });

  test('a puzzle whose answer is not one of its options refuses the whole file', async () => {
    const csv = writeCsv([['01/01/2026', 'p1', 'Q', 'a', 'b', 'c', 'd', 'e', 'why']]);
    await expect(importSheet(opened.store, 'puzzles', csv)).rejects.toThrow(/answer/);
    expect(await opened.store.countRecords('puzzles')).toBe(0);
  });
});

describe('data CLI', () => {
  const dataDir = tempDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('imports a sheet from a file and exports it to standard output', async () => {
    // The CLI works on an existing store only, as the API's start leaves it.
    await openSqliteStore(dataDir).close();
    const file = join(dataDir, 'achievements.csv');
    writeFileSync(file, 'id,title,subtitle,imageFile\r\nstar-pupil,"Star, Pupil",+1 rating,star.svg\r\n');
    const cli = (...args: string[]): string =>
      execFileSync(process.execPath, [require.resolve('tsx/cli'), 'src/cli/data.ts', ...args], {
        cwd: join(__dirname, '..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    cli('import', 'achievements', file);
    expect(cli('export', 'achievements')).toBe('id,title,subtitle,imageFile\r\nstar-pupil,"Star, Pupil",\'+1 rating,star.svg\r\n');
  }, 60_000);
});
