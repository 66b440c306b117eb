import type { Store } from './Store';
import { openSqliteStore } from './sqliteStore';
import type { OpenOptions } from './sqliteStore';
import { openPostgresStore } from './postgresStore';
import { withErasureJournal } from './erasureJournal';

/** PostgreSQL when a connection string is given, otherwise the embedded SQLite file in dataDir; erasures journalled in dataDir. */
export async function openStore(settings: { databaseUrl?: string; dataDir: string }, options: OpenOptions = {}): Promise<Store> {
  const store = settings.databaseUrl
    ? await openPostgresStore({ connectionString: settings.databaseUrl, ...options })
    : openSqliteStore(settings.dataDir, options);
  // Every erasure, by the office or the retention purge, is written down for a restore to replay.
  return withErasureJournal(store, settings.dataDir);
}
