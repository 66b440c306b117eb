import { createDeliveryWorker } from '../src/email/deliveryWorker';
import { createMetrics, METRICS_REFUSED_MESSAGE } from '../src/http/metrics';
import type { Metrics } from '../src/http/metrics';
import { freePort } from './apiProcess';
import { eachStore } from './storeTargets';
import { GOOD_REGISTRATION, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { parsePrometheusText, sampleValue } from './prometheusText';
import type { Exposition } from './prometheusText';
import { addStaff, signIn, STAFF_EMAIL, STAFF_PASSWORD } from './officeHelpers';

// GET /metrics read by a Prometheus text parser after a burst of requests: each answer counted
// once under its declared route and status, the office's refused sign-ins, the e-mail queue's
// depth and age, the delivery tries that failed, and the store's calls timed. Only this machine
// (and INTERNAL_NETWORKS) may read it.

describe.each(eachStore())('metrics on %s', (_name, target) => {
  let server: TestServer;
  let metrics: Metrics;
  beforeAll(async () => {
    metrics = createMetrics();
    server = await startTestServer(target, { metrics });
  });
  afterAll(() => server.dispose());

  const scrape = async (): Promise<Exposition> => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(answer.body);
  };

  test('after a burst, every counter matches the requests sent', async () => {
    await addStaff(server.store, STAFF_EMAIL, STAFF_PASSWORD);
    const inject = server.app.inject.bind(server.app);
    const sent = { reads: 7, registrations: 3, refused: 4, missing: 2, wrongSignIns: 3 };
    await Promise.all([
      ...Array.from({ length: sent.reads }, () => inject({ method: 'GET', url: '/achievements' })),
      ...Array.from({ length: sent.registrations }, (_, i) =>
        inject({ method: 'POST', url: '/registrations', payload: { ...GOOD_REGISTRATION, email: `parent${i}@example.com` } }),
      ),
      ...Array.from({ length: sent.refused }, () => inject({ method: 'POST', url: '/registrations', payload: { course: '' } })),
      ...Array.from({ length: sent.missing }, (_, i) => inject({ method: 'GET', url: `/nothing-here-${i}` })),
    ]);
    for (let i = 0; i < sent.wrongSignIns; i += 1)
      expect((await signIn(server.app, STAFF_EMAIL, 'not the password at all')).statusCode).toBe(401);

    const scraped = await scrape();
    const count = (labels: Record<string, string>) => sampleValue(scraped, 'academy_http_request_duration_seconds_count', labels);
    expect(scraped.types.get('academy_http_request_duration_seconds')).toBe('histogram');
    expect(count({ method: 'GET', route: '/achievements', status_code: '200' })).toBe(sent.reads);
    expect(count({ method: 'POST', route: '/registrations', status_code: '201' })).toBe(sent.registrations);
    expect(count({ method: 'POST', route: '/registrations', status_code: '400' })).toBe(sent.refused);
    expect(count({ method: 'GET', route: 'unmatched', status_code: '404' })).toBe(sent.missing);
    expect(count({ method: 'POST', route: '/office/session', status_code: '401' })).toBe(sent.wrongSignIns);
    // Each answer is in its series' +Inf bucket too.
    expect(
      sampleValue(scraped, 'academy_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/achievements',
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(sent.reads);
    expect(sampleValue(scraped, 'academy_sign_in_refusals_total', { status_code: '401' })).toBe(sent.wrongSignIns);
    // No label names what was asked for: the 404s share one series.
    expect(scraped.samples.some((s) => s.labels.route?.includes('nothing-here'))).toBe(false);

    // Each registration queues its two e-mails; nothing sends them here.
    expect(sampleValue(scraped, 'academy_email_queue_depth')).toBe(sent.registrations * 2);
    const age = sampleValue(scraped, 'academy_email_queue_oldest_age_seconds');
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(60);
    expect(sampleValue(scraped, 'academy_email_given_up')).toBe(0);
    // The store's calls are timed by operation; the registrations went through the store.
    const storeCounts = scraped.samples.filter((s) => s.name === 'academy_store_duration_seconds_count');
    expect(storeCounts.reduce((sum, s) => sum + s.value, 0)).toBeGreaterThanOrEqual(sent.registrations + sent.reads);
    expect(storeCounts.map((s) => s.labels.operation)).toEqual(expect.arrayContaining(['listAchievements']));
  });

  test('failed deliveries are counted, by whether another try follows', async () => {
    const closed = await freePort();
    const worker = createDeliveryWorker({
      queue: metrics.countedQueue(server.store),
      endpoint: { origin: `http://127.0.0.1:${closed}`, serviceId: 's', publicKey: 'p', privateKey: 'k' },
      policy: { sendTimeoutMs: 1_000 },
    });
    const claimed = await worker.runOnce();
    expect(claimed).toBeGreaterThan(0);
    expect(sampleValue(await scrape(), 'academy_email_delivery_failures_total', { outcome: 'retry' })).toBe(claimed);
  });

  test('an address outside the internal networks is refused with a sentence', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: METRICS_REFUSED_MESSAGE });
  });
});
