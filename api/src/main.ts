import './nodeFloor';
import { describeSettings } from './config/settings';
import { readStartSettings } from './config/startSettings';
import { openStore } from './store/openStore';
import type { MigrationStep } from './store/migrationPlan';
import { seedStore } from './seed/seedStore';
import { buildServer } from './server';
import { readableLogStream, wantsReadableLog } from './http/readableLog';
import { createDeliveryWorker } from './email/deliveryWorker';
import { demoLinkQueue } from './demos/demoToken';
import { paymentLinkSecret } from './office/paymentLinks';
import { buildOutboxServer, listenOutbox } from './routes/outboxRoutes';
import { writeStartFailure } from './http/processLog';
import closeWithGrace from 'close-with-grace';
import { createMetrics } from './http/metrics';

// Starts the API alone: settings from the environment, the store, sample content on a
// developer's machine only (SEED_SAMPLE), JSON logs, the e-mail delivery worker, the local
// outbox's listener when EMAIL_OUTBOX_PORT asks for it, and a shutdown that drains within a deadline.

/** The paths whose 201 stores a record with e-mails to send. */
const RECORD_WRITES = new Set(['/registrations', '/applications', '/new-registration', '/applicants']);

async function main(): Promise<void> {
  const { settings, email } = readStartSettings();
  const outboxPort = settings.emailOutboxPort;
  // Locally and in tests (the outbox on, no endpoint named) the e-mails go to this API's own outbox.
  if (outboxPort !== undefined && !process.env.EMAILJS_ORIGIN?.trim()) email.endpoint.origin = `http://127.0.0.1:${outboxPort}`;
  const migrations: MigrationStep[] = [];
  const store = await openStore(settings, { onMigration: (step) => migrations.push(step) });
  // JSON logs, except readable lines in a developer's terminal (http/readableLog.ts).
  const stream = wantsReadableLog(process.env, process.stdout.isTTY) ? readableLogStream() : undefined;
  const metrics = createMetrics();
  const app = await buildServer({
    store,
    settings,
    metrics,
    messages: email.messages,
    log: { level: settings.logLevel, ...(stream ? { stream } : {}) },
  });
  const outbox =
    outboxPort === undefined
      ? null
      : await buildOutboxServer({
          store,
          port: outboxPort,
          settings,
          log: { level: settings.logLevel, ...(stream ? { stream } : {}) },
        });
  // The registrations' confirmations get their demo link's token as they are sent (demos/demoToken.ts).
  const queue = demoLinkQueue(metrics.countedQueue(store), paymentLinkSecret(settings.paymentLinkSecret, settings.dataDir));
  const worker = createDeliveryWorker({ queue, endpoint: email.endpoint, log: app.log });
  // A stored record's e-mails go out at once rather than at the next poll.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 201 && RECORD_WRITES.has(request.url.split('?')[0] ?? '')) worker.wake();
  });
  // The worker finishes the round it is in (which may be sending to the outbox) before the outbox and the store close.
  app.addHook('onClose', async () => {
    await worker.stop();
    await outbox?.close();
    await store.close();
  });
  app.log.info({ settings: describeSettings(settings), pid: process.pid }, 'starting');
  for (const step of migrations) app.log.info({ migration: step }, `migration ${step.version} applied: ${step.name}`);
  if (settings.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For entry, so a client can pick its own address and walk past the write limit; set the number of proxies or their addresses instead',
    );
  }
  const seeded = settings.seedSample ? await seedStore(store, { dataDir: settings.dataDir }) : false;
  app.log.info({ store: store.kind, seeded, seedSample: settings.seedSample }, seeded ? 'sample content seeded' : 'store ready');

  // SIGTERM or SIGINT: stop accepting, let requests in flight finish, close the worker and the
  // store, exit 0; at the deadline exit 1 anyway. An uncaught error or unhandled rejection is
  // logged as one JSON line with its stack, then the same graceful stop, exit 1.
  closeWithGrace(
    {
      delay: settings.shutdownTimeoutMs,
      logger: false,
      onTimeout: () => app.log.warn({ deadlineMs: settings.shutdownTimeoutMs }, 'stopped at the deadline with requests still open'),
      onSecondError: (error) => app.log.fatal({ err: error }, 'a second uncaught error while stopping: exiting at once'),
    },
    async ({ signal, err }) => {
      if (err) app.log.fatal({ err }, 'uncaught error: stopping');
      else app.log.info({ signal, deadlineMs: settings.shutdownTimeoutMs }, 'stopping: draining requests in flight');
      await app.close();
      app.log.info('stopped');
    },
  );

  await app.listen({ port: settings.port, host: settings.host });
  if (outbox && outboxPort !== undefined) {
    await listenOutbox(outbox, outboxPort);
    app.log.info({ outbox: `http://localhost:${outboxPort}/outbox` }, 'local e-mail outbox listening on loopback');
  }
  worker.start();
  app.log.info({ emailjs: email.endpoint.origin }, 'e-mail delivery started');
}

main().catch((error: unknown) => {
  // One JSON line (every settings problem at once, or the error and its stack), then exit 1.
  writeStartFailure(error);
  process.exit(1);
});
