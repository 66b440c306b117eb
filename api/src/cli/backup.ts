import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'pg';
import { appliedVersions } from '../store/existingStore';
import type { StoreLocation } from '../store/existingStore';
import { readErasureJournal, replayErasures } from '../store/erasureJournal';
import { openPostgresStore } from '../store/postgresStore';
import { openSqliteStore, SQLITE_FILE_NAME } from '../store/sqliteStore';
import type { Store } from '../store/Store';

// A consistent copy of the API's store and its images, and the way back:
//   backup <dir>   SQLite through its online backup API (a consistent snapshot while the API
//                  writes, WAL included); PostgreSQL through pg_dump (one transaction's snapshot);
//                  then DATA_DIR/images, and a manifest.
//   restore <dir>  into an empty store only (a store that exists is never overwritten), then the
//                  pending migrations, then the erasure journal replayed (store/erasureJournal.ts).

export const MANIFEST = 'backup.json';
const DUMP = 'academy.pgdump';

export interface BackupManifest {
  format: 1;
  store: 'sqlite' | 'postgres';
  schemaVersion: number;
  createdAt: string;
  images: number;
}

/** A sentence for the operator: the command stops with it, exit 1. */
export class BackupProblem extends Error {}

const storeKind = (location: StoreLocation): 'sqlite' | 'postgres' => (location.databaseUrl ? 'postgres' : 'sqlite');
const schemaOf = (location: StoreLocation): string => location.schema ?? 'public';

/** libpq's environment for `url` (the password kept out of the process list) and the URL without it. */
function postgresClient(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { target: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, args, { env, encoding: 'utf8' });
  if (result.error) throw new BackupProblem(`${command} could not be run (${result.error.message}): install the PostgreSQL client.`);
  if (result.status !== 0) throw new BackupProblem(`${command} failed: ${result.stderr.trim().split('\n').slice(-3).join(' ')}`);
  return result.stdout;
}

function countFiles(dir: string): number {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;
}

export async function backupStore(location: StoreLocation, dir: string, now = new Date()): Promise<BackupManifest> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new BackupProblem(`${dir} is not empty: name a new folder for the backup.`);
  const versions = await appliedVersions(location);
  if (versions === null)
    throw new BackupProblem(`There is no store to back up: check ${location.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}.`);
  mkdirSync(dir, { recursive: true });
  if (location.databaseUrl) {
    const { target, env } = postgresClient(location.databaseUrl);
    run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--schema=${schemaOf(location)}`, `--file=${join(dir, DUMP)}`, target],
      env,
    );
  } else {
    const db = new Database(join(location.dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
    try {
      await db.backup(join(dir, SQLITE_FILE_NAME));
    } finally {
      db.close();
    }
  }
  const images = join(location.dataDir, 'images');
  if (existsSync(images)) cpSync(images, join(dir, 'images'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    store: storeKind(location),
    schemaVersion: Math.max(0, ...versions),
    createdAt: now.toISOString(),
    images: countFiles(join(dir, 'images')),
  };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function readManifest(dir: string): BackupManifest {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`format ${String(manifest.format)}`);
    return manifest;
  } catch (error) {
    throw new BackupProblem(
      `${dir} holds no backup this build can read (${MANIFEST}: ${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/** pg_restore of the dump into the (empty) database; `public` exists already, so its CREATE SCHEMA is left out. */
async function restorePostgres(location: StoreLocation & { databaseUrl: string }, dir: string): Promise<void> {
  const { target, env } = postgresClient(location.databaseUrl);
  const pool = new Pool({ connectionString: location.databaseUrl, max: 1 });
  try {
    // The e-mail search's trigram indexes need the extension, which a schema's dump does not carry.
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public').catch(() => undefined);
  } finally {
    await pool.end();
  }
  const listing = run('pg_restore', ['--list', join(dir, DUMP)], env)
    .split('\n')
    .filter((line) => !/ SCHEMA - public /.test(line))
    .join('\n');
  const list = join(dir, '.restore-list');
  writeFileSync(list, listing);
  try {
    run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--use-list=${list}`, `--dbname=${target}`, join(dir, DUMP)],
      env,
    );
  } finally {
    rmSync(list, { force: true });
  }
}

async function openLocation(location: StoreLocation): Promise<Store> {
  return location.databaseUrl
    ? openPostgresStore({ connectionString: location.databaseUrl, ...(location.schema ? { schema: location.schema } : {}) })
    : openSqliteStore(location.dataDir);
}

/** Restores `dir` into the empty store at `location`, then replays the erasure journal; answers the numbers erased again. */
export async function restoreStore(location: StoreLocation, dir: string): Promise<{ manifest: BackupManifest; replayed: string[] }> {
  const manifest = readManifest(dir);
  if (manifest.store !== storeKind(location)) {
    throw new BackupProblem(`${dir} is a backup of a ${manifest.store} store, and the environment names a ${storeKind(location)} one.`);
  }
  if ((await appliedVersions(location)) !== null) {
    throw new BackupProblem(
      `The store ${location.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'} names is not empty: a restore never overwrites one. Move it aside (or name a new one), then restore.`,
    );
  }
  if (location.databaseUrl) await restorePostgres({ ...location, databaseUrl: location.databaseUrl }, dir);
  else {
    mkdirSync(location.dataDir, { recursive: true });
    copyFileSync(join(dir, SQLITE_FILE_NAME), join(location.dataDir, SQLITE_FILE_NAME));
  }
  if (existsSync(join(dir, 'images'))) cpSync(join(dir, 'images'), join(location.dataDir, 'images'), { recursive: true });
  // Opening applies the migrations a backup of an older release lacks; the replay works on today's tables.
  const store = await openLocation(location);
  try {
    return { manifest, replayed: await replayErasures(store, readErasureJournal(location.dataDir)) };
  } finally {
    await store.close();
  }
}
