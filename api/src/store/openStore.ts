import type { Store } from './Store';
import { openSqliteStore } from './sqliteStore';
import { openPostgresStore } from './postgresStore';

/** PostgreSQL when a connection string is given, otherwise the embedded SQLite file in dataDir. */
export async function openStore(settings: { databaseUrl?: string; dataDir: string }): Promise<Store> {
  return settings.databaseUrl ? openPostgresStore({ connectionString: settings.databaseUrl }) : openSqliteStore(settings.dataDir);
}
