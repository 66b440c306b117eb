/**
 * @jest-environment node
 */
import { addressesToHandOver, cacheUrlsMessage, handOverEarlyFiles, messageWorker } from './handOver';
import type { HandOverEnvironment } from './handOver';

// What the page hands the worker on the visit that installs it: what it fetched before the
// worker took control, the deployment files first, in Workbox's CACHE_URLS message.

const SITE = 'http://localhost:3000';

test('only what started before the worker took control, http(s), once each, the deployment files apart', () => {
  const handed = addressesToHandOver(
    [
      { name: `${SITE}/remotes.json`, startTime: 10 },
      { name: `${SITE}/config.json`, startTime: 11 },
      { name: 'http://localhost:3001/1.0.0/remoteEntry.js', startTime: 20 },
      { name: 'http://localhost:3001/1.0.0/mf-manifest.json#x', startTime: 21 },
      { name: 'http://localhost:3001/1.0.0/mf-manifest.json', startTime: 22 },
      { name: `${SITE}/static/js/main.abc.js`, startTime: 5 },
      { name: 'http://localhost:4000/v1/tournaments', startTime: 30 },
      { name: 'data:image/png;base64,AAAA', startTime: 31 },
      { name: 'http://localhost:3001/1.0.0/__federation_expose_Late.js', startTime: 100 },
      { name: 'http://other.example/remotes.json', startTime: 12 },
    ],
    100,
    SITE,
  );
  expect(handed.live).toEqual([`${SITE}/remotes.json`, `${SITE}/config.json`]);
  expect(handed.rest).toEqual([
    'http://localhost:3001/1.0.0/remoteEntry.js',
    'http://localhost:3001/1.0.0/mf-manifest.json',
    `${SITE}/static/js/main.abc.js`,
    'http://localhost:4000/v1/tournaments',
    'http://other.example/remotes.json',
  ]);
});

test("a message gets the worker's answer through its port, or undefined once the wait is over", async () => {
  const answering = { postMessage: (_data: unknown, ports: MessagePort[]) => ports[0]!.postMessage(true) };
  await expect(messageWorker(answering as unknown as ServiceWorker, cacheUrlsMessage(['/a']))).resolves.toBe(true);
  const silent = { postMessage: jest.fn() };
  await expect(messageWorker(silent as unknown as ServiceWorker, cacheUrlsMessage(['/a']), 20)).resolves.toBeUndefined();
  expect(silent.postMessage).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: ['/a'] } }, [expect.any(MessagePort)]);
});

function environment(controlled: boolean) {
  const container = new EventTarget();
  const messages: unknown[] = [];
  const worker = {
    postMessage: (data: unknown, ports: MessagePort[]) => {
      messages.push(data);
      ports[0]!.postMessage(true);
    },
  };
  let later: (() => void) | undefined;
  let resources = [
    { name: `${SITE}/remotes.json`, startTime: 1 },
    { name: 'http://localhost:3001/1.0.0/remoteEntry.js', startTime: 2 },
  ];
  const env: HandOverEnvironment = {
    container: Object.assign(container, {
      controller: controlled ? ({} as ServiceWorker) : null,
      ready: Promise.resolve({ active: worker } as unknown as ServiceWorkerRegistration),
    }),
    resources: () => resources,
    now: () => 50,
    siteOrigin: SITE,
    later: (callback) => {
      later = callback;
    },
  };
  return {
    env,
    messages,
    takeControl: () => container.dispatchEvent(new Event('controllerchange')),
    arrive: (name: string, startTime: number) => (resources = [...resources, { name, startTime }]),
    runLater: () => later?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

test('once the worker takes control: remotes.json first, then the rest; later, only what was still arriving then', async () => {
  const page = environment(false);
  handOverEarlyFiles(page.env);
  expect(page.messages).toEqual([]);
  page.takeControl();
  await settle();
  expect(page.messages).toEqual([
    cacheUrlsMessage([`${SITE}/remotes.json`]),
    cacheUrlsMessage(['http://localhost:3001/1.0.0/remoteEntry.js']),
  ]);

  page.arrive('http://localhost:3001/1.0.0/chunk-in-flight.js', 40);
  page.arrive('http://localhost:3001/1.0.0/through-the-worker.js', 60);
  page.runLater();
  await settle();
  expect(page.messages.slice(2)).toEqual([cacheUrlsMessage(['http://localhost:3001/1.0.0/chunk-in-flight.js'])]);
});

test('a page the worker already controls hands nothing', async () => {
  const page = environment(true);
  handOverEarlyFiles(page.env);
  page.takeControl();
  await settle();
  expect(page.messages).toEqual([]);
});
