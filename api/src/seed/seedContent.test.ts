import { samplePuzzles, PUZZLE_POOL } from './puzzlePool';
import { sampleTournaments } from './sampleTournaments';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleAchievements, certificateDate, certificateSvg, writeAchievementImages } from './achievementSeed';

// The sample content must show every state of every screen (issue 3, item 8).

const MINUTE = 60_000;

describe('seeded puzzles', () => {
  const now = new Date('2026-06-10T08:00:00Z');
  const puzzles = samplePuzzles(now);

  test('one puzzle for every day from 30 days back to 60 days ahead', () => {
    expect(puzzles).toHaveLength(91);
    expect(puzzles[0]?.day).toBe('2026-05-11');
    expect(puzzles.at(-1)?.day).toBe('2026-08-09');
    expect(new Set(puzzles.map((puzzle) => puzzle.day)).size).toBe(91);
    expect(new Set(puzzles.map((puzzle) => puzzle.puzzleId)).size).toBe(91);
  });

  test('each has four distinct options, the answer is one of them, and an explanation', () => {
    expect(PUZZLE_POOL.length).toBeGreaterThanOrEqual(20);
    for (const puzzle of puzzles) {
      const options = [puzzle.optionA, puzzle.optionB, puzzle.optionC, puzzle.optionD];
      expect(puzzle.puzzleId).toBe(`PZ-${puzzle.day.replaceAll('-', '')}`);
      expect(new Set(options).size).toBe(4);
      expect(options).toContain(puzzle.answer);
      expect(puzzle.explanation.length).toBeGreaterThan(20);
    }
  });
});

describe('seeded tournaments', () => {
  test('cover live, starting soon, later today, upcoming and past, some without links', () => {
    const now = new Date('2026-06-10T08:07:30Z'); // 01:37 PM IST
    const starts = sampleTournaments(now).map((t) => Date.parse(t.startsAt) - now.getTime());
    expect(starts.some((d) => d <= 0 && d > -60 * MINUTE)).toBe(true); // live
    expect(starts.some((d) => d > 0 && d <= 30 * MINUTE)).toBe(true); // starting soon
    expect(starts.some((d) => d > 30 * MINUTE && d < 10 * 60 * MINUTE)).toBe(true); // later today
    expect(starts.filter((d) => d > 24 * 60 * MINUTE).length).toBeGreaterThanOrEqual(2); // upcoming days
    expect(starts.filter((d) => d < -60 * MINUTE).length).toBeGreaterThanOrEqual(2); // past
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(sampleTournaments(now).some((t) => t.supportLink === null || t.groupBLink === null)).toBe(true);
  });

  test('just after IST midnight the live one still starts today (IST)', () => {
    const now = new Date('2026-06-10T18:35:00Z'); // 12:05 AM IST on 11/06
    const live = sampleTournaments(now).filter((t) => {
      const delta = now.getTime() - Date.parse(t.startsAt);
      return delta >= 0 && delta <= 60 * MINUTE;
    });
    expect(live.map((t) => t.startsAt)).toEqual(['2026-06-10T18:30:00.000Z']); // 12:00 AM IST on 11/06
  });
});

describe('seeded achievements', () => {
  test('at least eight, each with a url-safe id and an SVG file', () => {
    const achievements = sampleAchievements();
    expect(achievements.length).toBeGreaterThanOrEqual(8);
    for (const { id, imageFile } of achievements) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(imageFile).toBe(`${id}.svg`);
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
    const first =
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">\n  <defs><linearGradient id="bg" x1="0"/></defs></svg>\n';
    writeFileSync(join(dir, 'aarav-sharma.svg'), first);
    writeFileSync(join(dir, 'diya-patel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><text>staff drawing</text></svg>');
    writeAchievementImages(dir);
    expect(readFileSync(join(dir, 'aarav-sharma.svg'), 'utf8')).toContain('>Aarav Sharma</text>');
    expect(readFileSync(join(dir, 'diya-patel.svg'), 'utf8')).toContain('staff drawing');
    for (const { title, imageFile } of sampleAchievements()) {
      if (imageFile !== 'diya-patel.svg') expect(readFileSync(join(dir, imageFile), 'utf8')).toContain(`>${title}</text>`);
    }
  });
});
