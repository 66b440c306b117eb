import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eachStore } from './storeTargets';
import { refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { STAFF_EMAIL, addStaff, asStaff, managerSession } from './officeHelpers';
import type { SignedIn } from './officeHelpers';
import { ACHIEVEMENT_IMAGE_MAX_BYTES, CSRF_HEADER } from '@academy/contracts/office-rules';

// Tournaments, puzzles and achievements published from the office, seen by the public routes
// on their next read; achievement images checked by content and re-encoded. Both stores.

jest.setTimeout(60_000);

// 07:30 PM in India on 5 March 2026.
const TOURNAMENT = {
  name: 'Saturday Rapid 10+5',
  startsAt: '2026-03-05T14:00:00.000Z',
  supportLink: 'https://wa.me/919876543210',
  groupALink: 'https://lichess.org/swiss/abc',
  groupBLink: null,
};
const PUZZLE = {
  day: '2026-03-02',
  question: 'White to move: which move mates in one?',
  optionA: 'Qh7',
  optionB: 'Qg8',
  optionC: 'Rf8',
  optionD: 'Nf7',
  answer: 'Qh7',
  explanation: 'The queen takes h7 with the bishop behind her.',
};

function form(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----office-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(eachStore())('office content on %s', (_name, target) => {
  let server: TestServer;
  let session: SignedIn;
  const send = (method: 'POST' | 'PUT', url: string, body: ReturnType<typeof form>, csrf = true) =>
    server.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { cookie: session.cookie, 'content-type': body.contentType, ...(csrf ? { [CSRF_HEADER]: session.csrfToken } : {}) },
    });

  beforeEach(async () => {
    server = await startTestServer(target, { now: () => new Date('2026-03-02T10:00:00Z') });
    await addStaff(server.store);
    session = await managerSession(server.store, new Date('2026-03-02T10:00:00Z'), STAFF_EMAIL);
  });
  afterEach(() => server.dispose());

  test('a tournament is created, listed, changed and deleted, and GET /tournament follows without its name', async () => {
    const created = await asStaff(server.app, session, { method: 'POST', url: '/office/tournaments', payload: TOURNAMENT });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toEqual({ id, ...TOURNAMENT });
    expect((await asStaff(server.app, session, { method: 'GET', url: '/office/tournaments' })).json()).toEqual({
      tournaments: [{ id, ...TOURNAMENT }],
    });
    expect((await server.app.inject({ method: 'GET', url: '/v1/tournaments' })).json()).toEqual({ tournaments: [{ id, ...TOURNAMENT }] });
    expect((await server.app.inject({ method: 'GET', url: '/tournament' })).json()).toEqual({
      values: [['', '05/03/2026 07:30 PM', TOURNAMENT.supportLink, TOURNAMENT.groupALink, '-']],
    });

    // A name cleared (spaces only) is none.
    const changed = { ...TOURNAMENT, name: '   ', startsAt: '2026-03-06T02:30:00.000Z' };
    const put = await asStaff(server.app, session, { method: 'PUT', url: `/office/tournaments/${id}`, payload: changed });
    expect(put.json()).toEqual({ id, ...changed, name: null });
    expect((await server.app.inject({ method: 'GET', url: '/v1/tournaments' })).json()).toEqual({
      tournaments: [{ id, ...changed, name: null }],
    });
    expect((await server.app.inject({ method: 'GET', url: '/tournament' })).json<{ values: string[][] }>().values[0]?.[1]).toBe(
      '06/03/2026 08:00 AM',
    );

    for (const bad of [
      { ...TOURNAMENT, startsAt: '05/03/2026 07:30 PM' },
      { ...TOURNAMENT, groupBLink: 'javascript:alert(1)' },
      { ...TOURNAMENT, extra: 1 },
      { ...TOURNAMENT, name: 'x'.repeat(81) },
      { ...TOURNAMENT, name: '<b>Rapid</b>' },
    ]) {
      const refused = await asStaff(server.app, session, { method: 'POST', url: '/office/tournaments', payload: bad });
      expect(refused.statusCode).toBe(400);
    }
    expect((await asStaff(server.app, session, { method: 'DELETE', url: `/office/tournaments/${id}` })).statusCode).toBe(204);
    expect((await server.app.inject({ method: 'GET', url: '/tournament' })).json()).toEqual({ values: [] });
    expect((await asStaff(server.app, session, { method: 'DELETE', url: `/office/tournaments/${id}` })).statusCode).toBe(404);
    const audit = (await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{ rows: Array<{ action: string }> }>();
    expect(audit.rows.slice(0, 3).map((r) => r.action)).toEqual(['tournament-deleted', 'tournament-changed', 'tournament-added']);
  });

  test('one puzzle per date, the answer one of the options; future puzzles stay private', async () => {
    const created = await asStaff(server.app, session, { method: 'POST', url: '/office/puzzles', payload: PUZZLE });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ puzzleId: 'PZ-20260302', ...PUZZLE });
    const twice = await asStaff(server.app, session, { method: 'POST', url: '/office/puzzles', payload: PUZZLE });
    expect(twice.statusCode).toBe(409);
    const wrong = await asStaff(server.app, session, {
      method: 'POST',
      url: '/office/puzzles',
      payload: { ...PUZZLE, day: '2026-03-03', answer: 'Kh1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ fields: Record<string, string> }>().fields.answer).toBe(
      'The answer must be one of the four options, exactly as written.',
    );

    const future = await asStaff(server.app, session, {
      method: 'POST',
      url: '/office/puzzles',
      payload: { ...PUZZLE, day: '2026-03-10' },
    });
    const publicRows = (await server.app.inject({ method: 'GET', url: '/puzzles' })).json<{ values: string[][] }>();
    expect(publicRows.values).toEqual([
      ['02/03/2026', 'PZ-20260302', PUZZLE.question, 'Qh7', 'Qg8', 'Rf8', 'Nf7', 'Qh7', PUZZLE.explanation],
    ]);
    expect((await server.app.inject({ method: 'GET', url: '/v1/puzzles' })).json()).toEqual({
      puzzles: [{ puzzleId: 'PZ-20260302', ...PUZZLE }],
    });
    const futureId = future.json<{ puzzleId: string }>().puzzleId;
    const moved = await asStaff(server.app, session, {
      method: 'PUT',
      url: `/office/puzzles/${futureId}`,
      payload: { ...PUZZLE, day: '2026-03-02' },
    });
    expect(moved.statusCode).toBe(409);
    const listed = (await asStaff(server.app, session, { method: 'GET', url: '/office/puzzles' })).json<{
      puzzles: Array<{ puzzleId: string; day: string }>;
    }>();
    expect(listed.puzzles.map((r) => [r.puzzleId, r.day])).toEqual([
      [futureId, '2026-03-10'],
      ['PZ-20260302', '2026-03-02'],
    ]);
  });

  test('an achievement image is re-encoded: no EXIF, at most 1600 px, a WebP copy; the public list shows it', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location-marker' } })
      .toBuffer();
    expect(photo.toString('latin1')).toContain('secret-location-marker');
    const created = await send(
      'POST',
      '/office/achievements',
      form(
        { id: 'tara-menon', title: 'Tara Menon', subtitle: 'Under-12 champion' },
        {
          name: 'photo.jpg',
          type: 'image/jpeg',
          bytes: photo,
        },
      ),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: 'tara-menon', title: 'Tara Menon', subtitle: 'Under-12 champion' });
    const values = (await server.app.inject({ method: 'GET', url: '/achievements' })).json<{ values: string[][] }>().values;
    const row = values.find((r) => r[0] === 'tara-menon');
    expect(row?.slice(0, 3)).toEqual(['tara-menon', 'Tara Menon', 'Under-12 champion']);
    const imageFile = row?.[3] ?? '';
    expect(imageFile).toMatch(/^tara-menon-[a-z0-9]+\.jpg$/);

    const served = await server.app.inject({ method: 'GET', url: `/images/${imageFile}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('secret-location-marker');
    const webp = readFileSync(join(server.dataDir, 'images', imageFile.replace(/\.jpg$/, '.webp')));
    expect((await sharp(webp).metadata()).format).toBe('webp');

    const taken = await send(
      'POST',
      '/office/achievements',
      form(
        { id: 'tara-menon', title: 'T', subtitle: 'S' },
        {
          name: 'photo.jpg',
          type: 'image/jpeg',
          bytes: photo,
        },
      ),
    );
    expect(taken.statusCode).toBe(409);
    const renamed = await send('PUT', '/office/achievements/tara-menon', form({ title: 'Tara M.', subtitle: 'Under-12 champion' }));
    expect(renamed.statusCode).toBe(200);
    const after = (await server.app.inject({ method: 'GET', url: '/achievements' })).json<{ values: string[][] }>().values;
    expect(after.find((r) => r[0] === 'tara-menon')).toEqual(['tara-menon', 'Tara M.', 'Under-12 champion', imageFile]);
    const status = async (file: string) => (await server.app.inject({ method: 'GET', url: `/images/${file}` })).statusCode;
    expect(await status(imageFile)).toBe(200);

    // A replaced picture and its WebP copy are no longer served; a deleted one neither.
    const oldWebp = imageFile.replace(/\.jpg$/, '.webp');
    const replaced = await send(
      'PUT',
      '/office/achievements/tara-menon',
      form(
        { title: 'Tara M.', subtitle: 'Under-12 champion' },
        {
          name: 'photo.jpg',
          type: 'image/jpeg',
          bytes: photo,
        },
      ),
    );
    expect(replaced.statusCode).toBe(200);
    const newFile = replaced.json<{ imageFile: string }>().imageFile;
    expect(newFile).not.toBe(imageFile);
    expect([await status(imageFile), await status(oldWebp), await status(newFile)]).toEqual([404, 404, 200]);
    expect((await asStaff(server.app, session, { method: 'DELETE', url: '/office/achievements/tara-menon' })).statusCode).toBe(204);
    expect([await status(newFile), await status(newFile.replace(/\.jpg$/, '.webp'))]).toEqual([404, 404]);
  });

  test('a renamed script, an SVG and a file over 20 MB are refused and nothing is stored', async () => {
    const fields = { id: 'sneaky', title: 'Sneaky', subtitle: 'Upload' };
    const script = await send(
      'POST',
      '/office/achievements',
      form(fields, { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') }),
    );
    const svg = await send(
      'POST',
      '/office/achievements',
      form(fields, {
        name: 'badge.png',
        type: 'image/png',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      }),
    );
    for (const response of [script, svg]) {
      expect(response.statusCode).toBe(415);
      expect(refusal(response)).toEqual({ error: 'The image must be a JPEG, PNG or WebP picture.' });
    }
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(ACHIEVEMENT_IMAGE_MAX_BYTES)]);
    const tooBig = await send('POST', '/office/achievements', form(fields, { name: 'big.jpg', type: 'image/jpeg', bytes: big }));
    expect(tooBig.statusCode).toBe(413);
    const noCsrf = await send('POST', '/office/achievements', form(fields), false);
    expect(noCsrf.statusCode).toBe(403);
    const badId = await send(
      'POST',
      '/office/achievements',
      form({ ...fields, id: 'Not Safe/..' }, { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(8) }),
    );
    expect(badId.statusCode).toBe(400);
    const listed = (await asStaff(server.app, session, { method: 'GET', url: '/office/achievements' })).json<{
      achievements: Array<{ id: string }>;
    }>();
    expect(listed.achievements.map((r) => r.id)).not.toContain('sneaky');
  });

  test('a phone photo of several MB is shrunk, not refused; an id left empty is made from the title', async () => {
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(photo.length).toBeLessThan(ACHIEVEMENT_IMAGE_MAX_BYTES);
    const created = await send(
      'POST',
      '/office/achievements',
      form(
        { id: '', title: 'Ärjun Rao: District Champion 2026', subtitle: 'Under-10' },
        {
          name: 'IMG_2041.jpg',
          type: 'image/jpeg',
          bytes: photo,
        },
      ),
    );
    expect(created.statusCode).toBe(201);
    const { id, imageFile } = created.json<{ id: string; imageFile: string }>();
    expect(id).toBe('arjun-rao-district-champion-2026');
    const served = await server.app.inject({ method: 'GET', url: `/images/${imageFile}` });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);
    expect(served.rawPayload.length).toBeLessThan(photo.length / 4);
  });

  test('a new achievement shows first; staff put the gallery in their own order', async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const before = (await server.app.inject({ method: 'GET', url: '/v1/achievements' }))
      .json<{ achievements: Array<{ id: string }> }>()
      .achievements.map((a) => a.id);
    for (const title of ['First Win', 'Second Win']) {
      const added = await send(
        'POST',
        '/office/achievements',
        form({ title, subtitle: 'Club' }, { name: 'a.png', type: 'image/png', bytes: photo }),
      );
      expect(added.statusCode).toBe(201);
    }
    const gallery = async () =>
      (await server.app.inject({ method: 'GET', url: '/v1/achievements' }))
        .json<{ achievements: Array<{ id: string }> }>()
        .achievements.map((a) => a.id);
    expect(await gallery()).toEqual(['second-win', 'first-win', ...before]);

    const wanted = ['first-win', ...before, 'second-win'];
    const ordered = await asStaff(server.app, session, { method: 'PUT', url: '/office/achievements/order', payload: { ids: wanted } });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json<{ achievements: Array<{ id: string }> }>().achievements.map((a) => a.id)).toEqual(wanted);
    expect(await gallery()).toEqual(wanted);
    const audit = (await asStaff(server.app, session, { method: 'GET', url: '/office/audit' })).json<{ rows: Array<{ action: string }> }>();
    expect(audit.rows[0]?.action).toBe('achievements-ordered');

    // An order that misses one, repeats one or names one that is not there changes nothing.
    for (const ids of [wanted.slice(1), [...wanted, 'first-win'], [...wanted.slice(1), 'no-such-card']]) {
      const refused = await asStaff(server.app, session, { method: 'PUT', url: '/office/achievements/order', payload: { ids } });
      expect(refused.statusCode).toBe(409);
      expect(refusal(refused)).toEqual({ error: 'The gallery changed meanwhile. Reload the list and try again.' });
    }
    const malformed = await asStaff(server.app, session, {
      method: 'PUT',
      url: '/office/achievements/order',
      payload: { ids: 'first-win' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await gallery()).toEqual(wanted);
  });

  test('public routes stay JSON-only: a multipart registration is still 415', async () => {
    const body = form({ course: 'Chess' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/registrations',
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(response.statusCode).toBe(415);
  });
});
