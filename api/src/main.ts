import { readSettings } from './config/settings';
import { openStore } from './store/openStore';
import { seedStore } from './seed/seedStore';
import { buildServer } from './server';

// Starts the API alone: settings from the environment, the store, first-start sample content.

async function main(): Promise<void> {
  const settings = readSettings();
  const store = await openStore(settings);
  const seeded = await seedStore(store, { dataDir: settings.dataDir });
  const app = await buildServer({ store, settings, logger: process.env.LOG_REQUESTS === '1' });
  app.addHook('onClose', () => store.close());

  const stop = (): void => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: settings.port, host: settings.host });
  const where = settings.databaseUrl ? 'PostgreSQL' : `SQLite in ${settings.dataDir}`;
  console.log(
    `API listening on http://localhost:${settings.port} (store: ${where}${seeded ? ', sample content seeded' : ''}; ` +
      `outbox ${settings.emailOutbox ? 'on' : 'off'}; write limit ${settings.writeRateLimit || 'off'}/min)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
