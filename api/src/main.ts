import { describeSettings, readSettings } from './config/settings';
import { openStore } from './store/openStore';
import { seedStore } from './seed/seedStore';
import { buildServer } from './server';
import { readableLogStream, wantsReadableLog } from './http/readableLog';
import { createDeliveryWorker } from './email/deliveryWorker';
import { demoLinkQueue } from './demos/demoToken';
import { paymentLinkSecret } from './office/paymentLinks';
import { readEmailSettings } from './email/emailSettings';
import { buildOutboxServer, listenOutbox } from './routes/outboxRoutes';

// Starts the API alone: settings from the environment, the store, sample content on a
// developer's machine only (SEED_SAMPLE), JSON logs, the e-mail delivery worker, the local
// outbox's listener when EMAIL_OUTBOX_PORT asks for it, and a shutdown that drains within a deadline.

/** The paths whose 201 stores a record with e-mails to send. */
const RECORD_WRITES = new Set(['/registrations', '/applications', '/new-registration', '/applicants']);

async function main(): Promise<void> {
  const settings = readSettings();
  const email = readEmailSettings();
  const outboxPort = settings.emailOutboxPort;
  // Locally and in tests (the outbox on, no endpoint named) the e-mails go to this API's own outbox.
  if (outboxPort !== undefined && !process.env.EMAILJS_ORIGIN?.trim()) email.endpoint.origin = `http://127.0.0.1:${outboxPort}`;
  const store = await openStore(settings);
  // JSON logs, except readable lines in a developer's terminal (http/readableLog.ts).
  const stream = wantsReadableLog(process.env, process.stdout.isTTY) ? readableLogStream() : undefined;
  const app = await buildServer({
    store,
    settings,
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
  const queue = demoLinkQueue(store, paymentLinkSecret(settings.paymentLinkSecret, settings.dataDir));
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
  if (settings.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes every X-Forwarded-For entry, so a client can pick its own address and walk past the write limit; set the number of proxies or their addresses instead',
    );
  }
  const seeded = settings.seedSample ? await seedStore(store, { dataDir: settings.dataDir }) : false;
  app.log.info({ store: store.kind, seeded, seedSample: settings.seedSample }, seeded ? 'sample content seeded' : 'store ready');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, deadlineMs: settings.shutdownTimeoutMs }, 'stopping: draining requests in flight');
    // Requests in flight may finish until the deadline; then the process exits regardless.
    const deadline = setTimeout(() => {
      app.log.warn({ deadlineMs: settings.shutdownTimeoutMs }, 'stopped at the deadline with requests still open');
      process.exit(1);
    }, settings.shutdownTimeoutMs);
    deadline.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: settings.port, host: settings.host });
  if (outbox && outboxPort !== undefined) {
    await listenOutbox(outbox, outboxPort);
    app.log.info({ outbox: `http://localhost:${outboxPort}/outbox` }, 'local e-mail outbox listening on loopback');
  }
  worker.start();
  app.log.info({ emailjs: email.endpoint.origin }, 'e-mail delivery started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
