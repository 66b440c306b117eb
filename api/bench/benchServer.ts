import { parentPort, workerData } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { openBenchStore } from './benchStore';
import type { BenchStoreSpec } from './benchStore';

// The API on its own thread of the benchmark process, so the load generator does not steal
// the server's event loop: the figures then show the server, not the two sharing one core.

async function serve(): Promise<void> {
  const spec = workerData as BenchStoreSpec;
  const store = await openBenchStore(spec);
  const app = await buildServer({
    store,
    settings: { writeRateLimit: 0, emailOutbox: false, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: spec.dataDir },
    // A log line per request would measure the terminal, not the server.
    log: { level: 'warn' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  parentPort?.postMessage({ port: (app.server.address() as AddressInfo).port });
  parentPort?.on('message', async (message: string) => {
    if (message !== 'stop') return;
    await app.close();
    await store.close();
    parentPort?.postMessage({ stopped: true });
  });
}

void serve();
