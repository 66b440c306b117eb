import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from '@academy/contracts/office-rules';
import { openSqliteStore } from '../src/store/sqliteStore';
import { startApi } from './apiProcess';
import type { ApiProcess } from './apiProcess';
import { STAFF_EMAIL, STAFF_PASSWORD } from './officeHelpers';

// An upload cannot take the server's memory: a 1.5 MB progressive JPEG declaring 16000×16000
// (768 MB once decoded), alone and six at once, is refused, and the API process's peak resident
// memory stays under 512 MB. Measured on a real API process, as a deployment runs it.

jest.setTimeout(180_000);

const API_DIR = join(__dirname, '..');
const BIG_JPEG = join(tmpdir(), 'academy-16000x16000-progressive.jpg');
const MEMORY_CEILING_KB = 512 * 1024;

/** Made once per machine, in a process of its own (encoding it takes about 1.5 GB for a few seconds). */
function bigJpeg(): Buffer {
  if (!existsSync(BIG_JPEG)) {
    const made = spawnSync(
      process.execPath,
      [
        '-e',
        `
      require('sharp')({ create: { width: 16000, height: 16000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
        .jpeg({ progressive: true, quality: 80 }).toFile(${JSON.stringify(`${BIG_JPEG}.part`)})
        .then(() => require('node:fs').renameSync(${JSON.stringify(`${BIG_JPEG}.part`)}, ${JSON.stringify(BIG_JPEG)}));
    `,
      ],
      { cwd: API_DIR, stdio: 'inherit' },
    );
    if (made.status !== 0) throw new Error('could not make the 16000×16000 JPEG');
  }
  return readFileSync(BIG_JPEG);
}

/** The process's peak resident memory so far (VmHWM), in kB. */
function peakMemoryKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
}

let dataDir: string;
let api: ApiProcess;
let session: { cookie: string; csrfToken: string };

beforeAll(async () => {
  const jpeg = bigJpeg();
  expect(jpeg.length).toBeLessThan(2 * 1024 * 1024);
  dataDir = mkdtempSync(join(tmpdir(), 'academy-image-memory-'));
  // The staff CLI works on an existing store only: it is created first, as the API's start would.
  await openSqliteStore(dataDir).close();
  const added = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', 'add', STAFF_EMAIL], {
    cwd: API_DIR,
    input: `${STAFF_PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(added.status).toBe(0);
  api = await startApi({ DATA_DIR: dataDir, SEED_SAMPLE: '0' });
  const signIn = await fetch(`${api.base}/office/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  session = {
    cookie: (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    csrfToken: ((await signIn.json()) as { csrfToken: string }).csrfToken,
  };
});

afterAll(async () => {
  api?.child.kill('SIGTERM');
  await api?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

function upload(id: string): Promise<Response> {
  const body = new FormData();
  body.set('id', id);
  body.set('title', 'Big picture');
  body.set('subtitle', 'Sixteen thousand pixels a side');
  body.set('image', new Blob([new Uint8Array(readFileSync(BIG_JPEG))], { type: 'image/jpeg' }), 'big.jpg');
  return fetch(`${api.base}/office/achievements`, {
    method: 'POST',
    body,
    headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken },
  });
}

test('a 16000×16000 progressive JPEG is refused with a sentence, and memory stays bounded', async () => {
  const alone = await upload('big-one');
  expect(alone.status).toBe(413);
  expect(((await alone.json()) as { error: string }).error).toBe(
    'The image is too large: it may have at most 40 megapixels (for example 8000 × 5000).',
  );
  const six = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((suffix) => upload(`big-${suffix}`)));
  expect(six.map((response) => response.status)).toEqual([413, 413, 413, 413, 413, 413]);
  expect(peakMemoryKb(api.child.pid!)).toBeLessThan(MEMORY_CEILING_KB);
  // Nothing was stored.
  const list = await fetch(`${api.base}/office/achievements`, { headers: { cookie: session.cookie } });
  expect(JSON.stringify(await list.json())).not.toContain('big-');
});
