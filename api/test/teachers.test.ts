import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import { eachStore } from './storeTargets';
import { refusal, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { STAFF_EMAIL, addStaff, asStaff, managerSession, signedIn } from './officeHelpers';
import type { SignedIn } from './officeHelpers';

// Teachers published from the office (multipart: the fields and a photo), read by the site
// through GET /v1/teachers with only what is public. The photo goes through the achievements'
// image pipeline: sniffed, re-encoded without EXIF, at most 1600 px, a WebP copy. Both stores.

jest.setTimeout(60_000);

const FIELDS = {
  name: 'Anand Rao',
  bio: 'Coaches juniors for state championships.',
  courses: 'chess,abacus',
  credentialKind: 'fide',
  credentialId: '5000017',
};

function form(fields: Record<string, string>, photo?: Buffer) {
  const boundary = '----teacher-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (photo) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    );
    parts.push(photo, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(eachStore())('teachers on %s', (_name, target) => {
  let server: TestServer;
  let manager: SignedIn;
  let photo: Buffer;
  const send = (session: SignedIn, method: 'POST' | 'PUT', url: string, body: ReturnType<typeof form>) =>
    server.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { cookie: session.cookie, 'content-type': body.contentType, [CSRF_HEADER]: session.csrfToken },
    });
  const publicList = async () =>
    (await server.app.inject({ method: 'GET', url: '/v1/teachers' })).json<{ teachers: Array<Record<string, unknown>> }>();
  const imageStatus = async (file: string) => (await server.app.inject({ method: 'GET', url: `/images/${file}` })).statusCode;

  beforeAll(async () => {
    photo = await sharp({ create: { width: 2000, height: 3000, channels: 3, background: '#aa5533' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'home-address-marker' } })
      .toBuffer();
  });
  beforeEach(async () => {
    server = await startTestServer(target, { now: () => new Date('2026-11-25T10:00:00Z') });
    manager = await managerSession(server.store, new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => server.dispose());

  test('none at first; a teacher added with a photo is listed publicly with only what is public', async () => {
    expect(await publicList()).toEqual({ teachers: [] });
    const created = await send(manager, 'POST', '/office/teachers', form(FIELDS, photo));
    expect(created.statusCode).toBe(201);
    const record = created.json<{ id: string; photoFile: string; photoWebpFile: string }>();
    expect(record.id).toMatch(/^anand-rao-[0-9a-f]{6}$/);
    expect(record.photoFile).toMatch(/^teacher-anand-rao-[0-9a-f]{6}-[a-z0-9]+\.jpg$/);
    expect(record.photoWebpFile).toBe(record.photoFile.replace(/\.jpg$/, '.webp'));

    const shown = {
      name: 'Anand Rao',
      photoFile: record.photoFile,
      photoWebpFile: record.photoWebpFile,
      courses: ['chess', 'abacus'],
      bio: FIELDS.bio,
      credential: { kind: 'fide', id: '5000017' },
    };
    expect(await publicList()).toEqual({ teachers: [shown] });
    const office = await asStaff(server.app, manager, { method: 'GET', url: '/office/teachers' });
    expect(office.json()).toEqual({ teachers: [{ id: record.id, ...shown }] });

    const served = await server.app.inject({ method: 'GET', url: `/images/${record.photoFile}` });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1067, 1600, undefined]);
    expect(served.rawPayload.toString('latin1')).not.toContain('home-address-marker');
    const webp = readFileSync(join(server.dataDir, 'images', record.photoWebpFile));
    expect((await sharp(webp).metadata()).format).toBe('webp');

    const audit = (await asStaff(server.app, manager, { method: 'GET', url: '/office/audit' })).json<{
      rows: Array<{ action: string; record: string; detail: string }>;
    }>();
    expect(audit.rows[0]).toMatchObject({ action: 'teacher-added', record: record.id, detail: 'Anand Rao' });
  });

  test('a change keeps the photo unless a new one comes; a replaced or deleted photo answers 404', async () => {
    const { id, photoFile, photoWebpFile } = (await send(manager, 'POST', '/office/teachers', form(FIELDS, photo))).json<{
      id: string;
      photoFile: string;
      photoWebpFile: string;
    }>();
    const changed = await send(
      manager,
      'PUT',
      `/office/teachers/${id}`,
      form({ ...FIELDS, courses: 'coding', credentialKind: '', credentialId: '' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, courses: ['coding'], credential: null, photoFile });
    expect(await imageStatus(photoFile)).toBe(200);

    const replaced = await send(manager, 'PUT', `/office/teachers/${id}`, form(FIELDS, photo));
    const newPhoto = replaced.json<{ photoFile: string }>().photoFile;
    expect(newPhoto).not.toBe(photoFile);
    expect([await imageStatus(photoFile), await imageStatus(photoWebpFile), await imageStatus(newPhoto)]).toEqual([404, 404, 200]);

    expect((await asStaff(server.app, manager, { method: 'DELETE', url: `/office/teachers/${id}` })).statusCode).toBe(204);
    expect([await imageStatus(newPhoto), await imageStatus(newPhoto.replace(/\.jpg$/, '.webp'))]).toEqual([404, 404]);
    expect(await publicList()).toEqual({ teachers: [] });
    const audit = (await asStaff(server.app, manager, { method: 'GET', url: '/office/audit' })).json<{ rows: Array<{ action: string }> }>();
    expect(audit.rows.slice(0, 4).map((row) => row.action)).toEqual([
      'teacher-deleted',
      'teacher-changed',
      'teacher-changed',
      'teacher-added',
    ]);
  });

  test('refusals: 400 with a message per field, 404 for no such teacher, 415 for a non-image, 403 for a desk account deleting', async () => {
    const bad = await send(
      manager,
      'POST',
      '/office/teachers',
      form({ ...FIELDS, name: '', courses: 'cooking', credentialId: 'abc', bio: 'x'.repeat(401) }),
    );
    expect(bad.statusCode).toBe(400);
    expect(refusal(bad)).toEqual({
      error: 'Please enter the name.',
      fields: {
        name: 'Please enter the name.',
        bio: 'The bio must be at most 400 characters.',
        courses: 'Please choose at least one of the courses.',
        credentialId: 'A FIDE ID holds digits only (at most 10), e.g. 5000017.',
        image: 'Please choose a photo.',
      },
    });
    const script = await send(manager, 'POST', '/office/teachers', form(FIELDS, Buffer.from('#!/bin/sh\necho hi\n')));
    expect(script.statusCode).toBe(415);
    expect((await publicList()).teachers).toEqual([]);

    const missing = await send(manager, 'PUT', '/office/teachers/nobody-000000', form(FIELDS));
    expect(missing.statusCode).toBe(404);
    expect(refusal(missing)).toEqual({ error: 'There is no teacher nobody-000000.' });
    expect((await asStaff(server.app, manager, { method: 'DELETE', url: '/office/teachers/nobody-000000' })).statusCode).toBe(404);

    // A desk account publishes, but only a manager deletes.
    await addStaff(server.store);
    const desk = await signedIn(server.app, STAFF_EMAIL);
    const added = await send(desk, 'POST', '/office/teachers', form(FIELDS, photo));
    expect(added.statusCode).toBe(201);
    const { id } = added.json<{ id: string }>();
    const refused = await asStaff(server.app, desk, { method: 'DELETE', url: `/office/teachers/${id}` });
    expect(refused.statusCode).toBe(403);
    expect(refusal(refused)).toEqual({
      error: 'Only a manager can delete tournaments, puzzles, achievements or teachers. Ask a manager to do it.',
    });
    expect((await publicList()).teachers).toHaveLength(1);
    expect((await server.app.inject({ method: 'GET', url: '/office/teachers' })).statusCode).toBe(401);
  });
});
