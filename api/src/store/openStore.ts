import type { Store } from './Store';
import { openSqliteStore } from './sqliteStore';
import type { OpenOptions } from './sqliteStore';
import { openPostgresStore } from './postgresStore';

/** PostgreSQL when a connection string is given, otherwise the embedded SQLite file in dataDir. */
export async function openStore(settings: { databaseUrl?: string; dataDir: string }, options: OpenOptions = {}): Promise<Store> {
  return settings.databaseUrl
    ? openPostgresStore({ connectionString: settings.databaseUrl, ...options })
    : openSqliteStore(settings.dataDir, options);
}
