import { parentPort, workerData } from 'node:worker_threads';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../src/server';
import { DEFAULT_CORS_ORIGINS } from '../src/config/settings';
import { openBenchStore } from './benchStore';
import type { BenchStoreSpec } from './benchStore';

// The API on its own thread of the benchmark process, so the load generator does not steal
// the server's event loop: the figures then show the server, not the two sharing one core.
// Forked as a process of its own (the spec in BENCH_STORE_SPEC), it is one of several instances
// over one database, as a deployment past one machine runs them.

interface Channel {
  spec: BenchStoreSpec;
  send: (message: unknown) => void;
  onMessage: (listener: (message: unknown) => void) => void;
}

function channel(): Channel {
  if (parentPort) {
    const port = parentPort;
    return { spec: workerData as BenchStoreSpec, send: (m) => port.postMessage(m), onMessage: (l) => port.on('message', l) };
  }
  return {
    spec: JSON.parse(process.env.BENCH_STORE_SPEC ?? '{}') as BenchStoreSpec,
    send: (m) => process.send?.(m),
    onMessage: (l) => process.on('message', l),
  };
}

async function serve(): Promise<void> {
  const { spec, send, onMessage } = channel();
  const store = await openBenchStore(spec);
  const app = await buildServer({
    store,
    settings: { writeRateLimit: 0, corsOrigins: DEFAULT_CORS_ORIGINS, dataDir: spec.dataDir },
    // A log line per request would measure the terminal, not the server.
    log: { level: 'warn' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  send({ port: (app.server.address() as AddressInfo).port });
  const stop = async (): Promise<void> => {
    await app.close();
    await store.close();
    send({ stopped: true });
    if (!parentPort) process.disconnect();
  };
  onMessage((message) => {
    if (message === 'stop') void stop();
  });
}

void serve();
