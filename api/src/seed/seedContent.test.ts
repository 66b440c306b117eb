import { puzzleRows, PUZZLE_POOL } from './puzzlePool';
import { tournamentRows } from './tournamentRows';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { achievementRows, certificateDate, certificateSvg, writeAchievementImages } from './achievementSeed';
import { formatIst, istToUtc } from '../lib/istTime';
import { ddmmyyyyToIso } from '../lib/calendarDate';

// The sample content must show every state of every screen (issue 3, item 8).

const MINUTE = 60_000;

describe('IST conversion', () => {
  test('reads and writes IST wall-clock times with the +05:30 offset', () => {
    expect(istToUtc('01/01/2026 12:00 AM')?.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(istToUtc('15/08/2026 06:45 PM')?.toISOString()).toBe('2026-08-15T13:15:00.000Z');
    expect(formatIst(new Date('2026-08-15T13:15:00Z'))).toBe('15/08/2026 06:45 PM');
    expect(formatIst(new Date('2026-01-01T06:30:00Z'))).toBe('01/01/2026 12:00 PM');
    expect(istToUtc('31/02/2026 10:00 AM')).toBeNull();
    expect(istToUtc('01/01/2026 13:00 PM')).toBeNull();
  });
});

describe('seeded puzzles', () => {
  const now = new Date('2026-06-10T08:00:00Z');
  const rows = puzzleRows(now);

  test('one puzzle for every day from 30 days back to 60 days ahead', () => {
    expect(rows).toHaveLength(91);
    expect(rows[0]?.[0]).toBe('11/05/2026');
    expect(rows.at(-1)?.[0]).toBe('09/08/2026');
    expect(new Set(rows.map((row) => row[0])).size).toBe(91);
    expect(new Set(rows.map((row) => row[1])).size).toBe(91);
  });

  test('each has four distinct options, the answer is one of them, and an explanation', () => {
    expect(PUZZLE_POOL.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row).toHaveLength(9);
      expect(ddmmyyyyToIso(row[0] ?? '')).not.toBeNull();
      expect(new Set(row.slice(3, 7)).size).toBe(4);
      expect(row.slice(3, 7)).toContain(row[7]);
      expect((row[8] ?? '').length).toBeGreaterThan(20);
    }
  });
});

describe('seeded tournaments', () => {
  test('cover live, starting soon, later today, upcoming and past, some with - links', () => {
    const now = new Date('2026-06-10T08:07:30Z'); // 01:37 PM IST
    const starts = tournamentRows(now).map((row) => (istToUtc(row[0] ?? '')?.getTime() ?? 0) - now.getTime());
    expect(starts.some((d) => d <= 0 && d > -60 * MINUTE)).toBe(true); // live
    expect(starts.some((d) => d > 0 && d <= 30 * MINUTE)).toBe(true); // starting soon
    expect(starts.some((d) => d > 30 * MINUTE && d < 10 * 60 * MINUTE)).toBe(true); // later today
    expect(starts.filter((d) => d > 24 * 60 * MINUTE).length).toBeGreaterThanOrEqual(2); // upcoming days
    expect(starts.filter((d) => d < -60 * MINUTE).length).toBeGreaterThanOrEqual(2); // past
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(tournamentRows(now).some((row) => row.includes('-'))).toBe(true);
  });

  test('just after IST midnight the live row still starts today (IST)', () => {
    const now = new Date('2026-06-10T18:35:00Z'); // 12:05 AM IST on 11/06
    const rows = tournamentRows(now);
    const live = rows.filter((row) => {
      const delta = now.getTime() - (istToUtc(row[0] ?? '')?.getTime() ?? 0);
      return delta >= 0 && delta <= 60 * MINUTE;
    });
    expect(live.map((row) => row[0])).toEqual(['11/06/2026 12:00 AM']);
  });
});

describe('seeded achievements', () => {
  test('at least eight, each with a url-safe id and an SVG file', () => {
    const rows = achievementRows();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const [id, , , file] of rows) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(file).toBe(`${id}.svg`);
    }
  });
});

describe('sample certificates', () => {
  const aarav = { name: 'Aarav Sharma', subtitle: 'Winner, Under-10 Rapid Chess Open', awarded: '2026-08-16' };

  test('a certificate carries the logo mark, the name, the award and the date', () => {
    const svg = certificateSvg(aarav);
    expect(svg).toMatch(/^<svg [^>]*width="800" height="600"/);
    expect(svg).toContain('Certificate of Achievement');
    expect(svg).toContain('>Aarav Sharma</text>');
    expect(svg).toContain('>Winner, Under-10 Rapid Chess Open</text>');
    expect(svg).toContain('>16 August 2026</text>');
    expect(svg).toContain('>GFI Academy</text>');
    expect(svg).toContain('fill="#1f3c88"'); // the logo mark's navy tile
    expect(svg).not.toContain('<image'); // drawn, nothing embedded or fetched
  });

  test('names and awards are escaped, and a long one is condensed to fit the frame', () => {
    const svg = certificateSvg({ name: 'Zoë <Bold> & Co', subtitle: 'A'.repeat(80), awarded: '2026-01-02' });
    expect(svg).toContain('>Zoë &lt;Bold&gt; &amp; Co</text>');
    expect(svg).toMatch(/textLength="620" lengthAdjust="spacingAndGlyphs">A{80}</);
    expect(certificateDate('2026-01-02')).toBe('2 January 2026');
  });

  test('missing and earlier sample pictures are (re)drawn; a file staff replaced is left alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'certificates-'));
    const first = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">\n  <defs><linearGradient id="bg" x1="0"/></defs></svg>\n';
    writeFileSync(join(dir, 'aarav-sharma.svg'), first);
    writeFileSync(join(dir, 'diya-patel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><text>staff drawing</text></svg>');
    writeAchievementImages(dir);
    expect(readFileSync(join(dir, 'aarav-sharma.svg'), 'utf8')).toContain('>Aarav Sharma</text>');
    expect(readFileSync(join(dir, 'diya-patel.svg'), 'utf8')).toContain('staff drawing');
    for (const [, name, , file] of achievementRows()) {
      if (file !== 'diya-patel.svg') expect(readFileSync(join(dir, file ?? ''), 'utf8')).toContain(`>${name}</text>`);
    }
  });
});
