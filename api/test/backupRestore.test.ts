import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupStore, BackupProblem, restoreStore } from '../src/cli/backup';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { withErasureJournal, readErasureJournal } from '../src/store/erasureJournal';
import type { StoreLocation } from '../src/store/existingStore';
import { dropPostgresSchema, openPostgresStore } from '../src/store/postgresStore';
import { openSqliteStore, SQLITE_FILE_NAME } from '../src/store/sqliteStore';
import type { Store } from '../src/store/Store';
import { buildServer } from '../src/server';
import { tempDir } from './storeTargets';
import { GOOD_APPLICATION, GOOD_REGISTRATION } from './testServer';

// Backup and restore, on both stores: a backup taken while registrations keep arriving is one
// consistent moment (every record it holds is the live store's, and no number is missing before
// its last), restored into an empty store it brings back every record and the images, and the
// erasure journal is replayed, so a record erased after the backup comes back erased.

const postgresUrl = process.env.TEST_DATABASE_URL;
let counter = 0;

interface Place {
  location: StoreLocation;
  open(): Promise<Store>;
  /** The database lost (the file, or the schema), DATA_DIR's images and journal kept. */
  lose(): Promise<void>;
  dispose(): Promise<void>;
}

function sqlitePlace(): Place {
  const dataDir = tempDir();
  return {
    location: { dataDir },
    open: async () => openSqliteStore(dataDir),
    lose: async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${SQLITE_FILE_NAME}${suffix}`), { force: true });
    },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresPlace(connectionString: string): Place {
  counter += 1;
  const schema = `backup_${process.pid}_${counter}`;
  const dataDir = tempDir();
  return {
    location: { dataDir, databaseUrl: connectionString, schema },
    open: () => openPostgresStore({ connectionString, schema }),
    lose: () => dropPostgresSchema(connectionString, schema),
    dispose: async () => {
      await dropPostgresSchema(connectionString, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const places: Array<[string, () => Place]> = [['sqlite', sqlitePlace]];
if (postgresUrl) places.push(['postgres', () => postgresPlace(postgresUrl)]);

/** Every record the store holds, by number. */
async function everything(store: Store) {
  return {
    registrations: await store.listRegistrations(),
    applications: await store.listApplications(),
    achievements: await store.listAchievements(),
    tournaments: await store.listTournaments(),
  };
}

describe.each(places)('backup and restore on %s', (_engine, make) => {
  test('under a write load, into an empty store: every record back, the erasure since replayed', async () => {
    const place = make();
    const backupDir = join(tempDir(), 'backup');
    try {
      const store = withErasureJournal(await place.open(), place.location.dataDir);
      const app = await buildServer({
        store,
        log: { level: 'silent' },
        settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: place.location.dataDir },
      });
      const register = (i: number) =>
        app.inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, email: `parent${i}@example.com` } });
      for (let i = 0; i < 15; i += 1) expect((await register(i)).statusCode).toBe(201);
      expect((await app.inject({ method: 'POST', url: '/applications', payload: GOOD_APPLICATION })).statusCode).toBe(201);
      mkdirSync(join(place.location.dataDir, 'images'), { recursive: true });
      writeFileSync(join(place.location.dataDir, 'images', 'star.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));

      // Registrations keep arriving while the backup runs.
      let loading = true;
      let sent = 15;
      const load = (async () => {
        while (loading) {
          sent += 1;
          expect((await register(sent)).statusCode).toBe(201);
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 150));
      const before = (await store.listRegistrations()).length;
      const manifest = await backupStore(place.location, backupDir);
      await new Promise((resolve) => setTimeout(resolve, 150));
      loading = false;
      await load;
      const after = (await store.listRegistrations()).length;
      expect(manifest).toMatchObject({ format: 1, images: 1 });

      // After the backup: GFI10001's person asks to be erased.
      expect(
        await store.office.eraseRecord('registrations', 'GFI10001', {
          at: new Date().toISOString(),
          actor: 'x@academy.test',
          reason: 'asked',
        }),
      ).not.toBeNull();
      expect(readErasureJournal(place.location.dataDir)).toEqual([{ kind: 'registrations', number: 'GFI10001', at: expect.any(String) }]);
      const live = await everything(store);
      await app.close();
      await store.close();

      // The database is lost; DATA_DIR (images, journal) stays. Restore into the empty store.
      await place.lose();
      rmSync(join(place.location.dataDir, 'images'), { recursive: true, force: true });
      const { replayed } = await restoreStore(place.location, backupDir);
      expect(replayed).toEqual(['GFI10001']);

      const restoredStore = await place.open();
      const restored = await everything(restoredStore);
      await restoredStore.close();
      // One consistent moment: at least what was there when the backup began, at most what was there after, no gaps.
      expect(restored.registrations.length).toBeGreaterThanOrEqual(before);
      expect(restored.registrations.length).toBeLessThanOrEqual(after);
      expect(after).toBeGreaterThan(before);
      const numbers = restored.registrations.map((r) => r.registrationNumber);
      expect(numbers).toEqual(live.registrations.slice(0, numbers.length).map((r) => r.registrationNumber));
      // Every restored record is the live store's, field for field (the erased one erased in both).
      expect(restored.registrations).toEqual(live.registrations.slice(0, numbers.length));
      expect(restored.applications).toEqual(live.applications);
      expect(restored.achievements).toEqual(live.achievements);
      expect(restored.tournaments).toEqual(live.tournaments);
      const erased = restored.registrations.find((r) => r.registrationNumber === 'GFI10001');
      expect(erased).toMatchObject({ parentName: '', email: '', erasedAt: expect.any(String) });
      expect(readFileSync(join(place.location.dataDir, 'images', 'star.png'))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));

      // A store that exists is never overwritten, and a backup folder is never reused.
      await expect(restoreStore(place.location, backupDir)).rejects.toThrow(BackupProblem);
      await expect(backupStore(place.location, backupDir)).rejects.toThrow(/is not empty/);
    } finally {
      await place.dispose();
      rmSync(join(backupDir, '..'), { recursive: true, force: true });
    }
  }, 90_000);
});

test('a backup of one store kind is refused by the other, with a sentence', async () => {
  const place = sqlitePlace();
  const backupDir = join(tempDir(), 'backup');
  try {
    await (await place.open()).close();
    await backupStore(place.location, backupDir);
    await expect(restoreStore({ dataDir: tempDir(), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, backupDir)).rejects.toThrow(
      `${backupDir} is a backup of a sqlite store, and the environment names a postgres one.`,
    );
    expect(existsSync(join(backupDir, 'backup.json'))).toBe(true);
  } finally {
    await place.dispose();
    rmSync(join(backupDir, '..'), { recursive: true, force: true });
  }
});

test('the data CLI backs up and restores as the operator types it', async () => {
  const source = sqlitePlace();
  const target = tempDir();
  const backupDir = join(tempDir(), 'backup');
  const cli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, [require.resolve('tsx/cli'), 'src/cli/data.ts', ...args], {
      cwd: join(__dirname, '..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
  try {
    await (await source.open()).close();
    const backup = cli(['backup', backupDir], source.location.dataDir);
    expect(backup.stdout).toMatch(/^Backed up the sqlite store \(schema version \d+\) and 0 image\(s\) to .*backup\.\n$/);
    expect(backup.status).toBe(0);
    const restore = cli(['restore', backupDir], target);
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`Erased again 0 record(s) erased since the backup (${target}/erasures.jsonl).`);
    expect(existsSync(join(target, SQLITE_FILE_NAME))).toBe(true);
    const again = cli(['restore', backupDir], target);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/^The store DATA_DIR names is not empty: a restore never overwrites one\./);
    expect(cli(['backup'], target).status).toBe(2);
  } finally {
    await source.dispose();
    rmSync(target, { recursive: true, force: true });
    rmSync(join(backupDir, '..'), { recursive: true, force: true });
  }
}, 60_000);
