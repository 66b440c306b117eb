import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eachStore } from './storeTargets';
import { startTestServer, refusal } from './testServer';
import type { TestServer } from './testServer';
import { seedStore } from '../src/seed/seedStore';
import { importSheet, replaceContentRows } from '../src/cli/sheetTransfer';
import { writeCsv } from '../src/lib/csv';

// Puzzles are private until tomorrow (UTC); seeded content is served sorted and complete.

const puzzle = (date: string, id: string): string[] => [date, id, 'Q?', 'a', 'b', 'c', 'd', 'a', 'because'];

describe.each(eachStore())('%s store: content sheets', (_name, target) => {
  let server: TestServer;
  let clock = new Date('2026-03-15T23:59:59.999Z');
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => clock });
  });
  afterEach(() => server.dispose());

  const servedPuzzleIds = async (): Promise<string[]> =>
    (await server.app.inject({ method: 'GET', url: '/puzzles' })).json<{ values: string[][] }>().values.map((row) => row[1] ?? '');

  test('puzzles dated after tomorrow (UTC) are never served', async () => {
    await replaceContentRows(server.store, 'puzzles', [
      puzzle('17/03/2026', 'day-after'),
      puzzle('14/03/2026', 'yesterday'),
      puzzle('16/03/2026', 'tomorrow'),
      puzzle('15/03/2026', 'today'),
      puzzle('01/01/2027', 'next-year'),
    ]);
    clock = new Date('2026-03-15T23:59:59.999Z');
    expect(await servedPuzzleIds()).toEqual(['yesterday', 'today', 'tomorrow']);
    clock = new Date('2026-03-16T00:00:00.000Z');
    expect(await servedPuzzleIds()).toEqual(['yesterday', 'today', 'tomorrow', 'day-after']);
    clock = new Date('2026-03-14T00:00:00.000Z');
    expect(await servedPuzzleIds()).toEqual(['yesterday', 'today']);
  });

  test('tournaments come sorted by their IST start, whatever the order stored', async () => {
    await replaceContentRows(server.store, 'tournaments', [
      ['02/01/2026 09:00 AM', '-', 'https://lichess.org/tournament/b', '-'],
      ['01/01/2026 11:30 PM', 'https://lichess.org/team/x', '-', '-'],
      ['02/01/2026 12:15 AM', '-', '-', '-'],
    ]);
    const body = (await server.app.inject({ method: 'GET', url: '/tournament' })).json<{ values: string[][] }>();
    expect(body.values.map((row) => row[1])).toEqual(['01/01/2026 11:30 PM', '02/01/2026 12:15 AM', '02/01/2026 09:00 AM']);
  });

  test('each tournament row has an empty first cell, then the IST start, support, Group A and Group B', async () => {
    await replaceContentRows(server.store, 'tournaments', [
      ['15/03/2026 06:30 PM', 'https://lichess.org/team/x', 'https://lichess.org/tournament/a', '-'],
    ]);
    const body = (await server.app.inject({ method: 'GET', url: '/tournament' })).json<{ values: string[][] }>();
    expect(body.values).toEqual([['', '15/03/2026 06:30 PM', 'https://lichess.org/team/x', 'https://lichess.org/tournament/a', '-']]);
  });

  test('the seeded tournaments are served in the same shape', async () => {
    await seedStore(server.store, { dataDir: server.dataDir, now: clock });
    const seeded = (await server.app.inject({ method: 'GET', url: '/tournament' })).json<{ values: string[][] }>();
    expect(seeded.values.length).toBeGreaterThanOrEqual(8);
    for (const row of seeded.values) {
      expect(row).toHaveLength(5);
      expect(row[0]).toBe('');
      expect(row[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
    }
  });

  test('seeded achievements each have an image served as SVG', async () => {
    await seedStore(server.store, { dataDir: server.dataDir, now: clock });
    const body = (await server.app.inject({ method: 'GET', url: '/achievements' })).json<{ values: string[][] }>();
    expect(body.values.length).toBeGreaterThanOrEqual(8);
    for (const [id, title, subtitle, file] of body.values) {
      expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(title && subtitle).toBeTruthy();
      const image = await server.app.inject({ method: 'GET', url: `/images/${file}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(image.body).toContain(`>${title}<`);
    }
  });

  test.each([
    '/images/..%2F..%2Fetc%2Fpasswd',
    '/images/..%2Facademy.sqlite',
    '/images/.hidden.svg',
    '/images/missing.svg',
    '/images/academy.sqlite',
  ])('%s is refused with 404', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(refusal(response)).toEqual({ error: 'No such image.' });
  });

  test.each([
    ['a..svg', false],
    ['.hidden.svg', false],
    ['star.exe', false],
    [`${'a'.repeat(97)}.svg`, false],
    [`${'a'.repeat(96)}.svg`, true],
    ['star-pupil_2.v1.svg', true],
  ])('the image name %j is accepted by the CSV import and the image route alike: %j', async (file, accepted) => {
    const imagesDir = join(server.dataDir, 'images');
    mkdirSync(imagesDir, { recursive: true });
    writeFileSync(join(imagesDir, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const imported = importSheet(server.store, 'achievements', writeCsv([['star', 'Star', 'Pupil', file]]));
    const served = await server.app.inject({ method: 'GET', url: `/images/${encodeURIComponent(file)}` });
    if (accepted) {
      await expect(imported).resolves.toEqual({ imported: 1, skipped: [] });
      expect(served.statusCode).toBe(200);
    } else {
      await expect(imported).rejects.toThrow('the image file name is not a plain image name');
      expect([404, 414]).toContain(served.statusCode);
    }
  });

  test('seeding fills an empty store once and leaves imported content alone', async () => {
    expect(await seedStore(server.store, { dataDir: server.dataDir, now: clock })).toBe(true);
    expect(await server.store.countRecords('puzzles')).toBe(91);
    expect(await seedStore(server.store, { dataDir: server.dataDir, now: clock })).toBe(false);
    expect(await server.store.countRecords('puzzles')).toBe(91);
  });
});
