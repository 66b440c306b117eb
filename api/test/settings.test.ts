import {
  AUDIT_HASH_KEY_MESSAGE,
  DEVELOPMENT_AUDIT_HASH_KEY,
  LEGACY_OUTBOX_MESSAGE,
  PRODUCTION_OUTBOX_MESSAGE,
  PRODUCTION_PAYMENT_SECRET_MESSAGE,
  describeSettings,
  readSettings,
  readTrustProxy,
} from '../src/config/settings';

// Settings from the environment: the outbox only when asked for and never in production, TRUST_PROXY's forms,
// the secrets production needs.

/** The audit log's hash key a production environment needs. */
const KEY = { AUDIT_HASH_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef' };
/** A production environment with the secrets production requires. */
const PRODUCTION = { NODE_ENV: 'production', PAYMENT_LINK_SECRET: 'x'.repeat(32), TRUST_PROXY: 'false', ...KEY };

test('the outbox is off unless EMAIL_OUTBOX_PORT names its port', () => {
  expect(readSettings({}).emailOutboxPort).toBeUndefined();
  expect(readSettings({ EMAIL_OUTBOX_PORT: '' }).emailOutboxPort).toBeUndefined();
  expect(readSettings(PRODUCTION).emailOutboxPort).toBeUndefined();
  expect(readSettings({ EMAIL_OUTBOX_PORT: '4001' }).emailOutboxPort).toBe(4001);
  expect(describeSettings(readSettings({})).emailOutboxPort).toBe('off');
});

test('NODE_ENV=production with EMAIL_OUTBOX_PORT refuses to start', () => {
  expect(() => readSettings({ ...PRODUCTION, EMAIL_OUTBOX_PORT: '4001' })).toThrow(PRODUCTION_OUTBOX_MESSAGE);
});

test.each(['0', '65536', '40.5', 'four', '4000'])("EMAIL_OUTBOX_PORT=%s (no port, or the API's own) refuses to start", (raw) => {
  expect(() => readSettings({ EMAIL_OUTBOX_PORT: raw })).toThrow(/EMAIL_OUTBOX_PORT must/);
});

test('the old switch EMAIL_OUTBOX=1 stops the start naming EMAIL_OUTBOX_PORT instead of doing nothing', () => {
  expect(() => readSettings({ EMAIL_OUTBOX: '1' })).toThrow(LEGACY_OUTBOX_MESSAGE);
  expect(() => readSettings({ EMAIL_OUTBOX: 'true', EMAIL_OUTBOX_PORT: '4001' })).toThrow(LEGACY_OUTBOX_MESSAGE);
  expect(readSettings({ EMAIL_OUTBOX: '0' }).emailOutboxPort).toBeUndefined();
});

test.each([
  [undefined, false],
  ['', false],
  ['false', false],
  ['true', true],
  ['2', 2],
  ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
])('TRUST_PROXY=%p reads as %p', (raw, expected) => {
  expect(readTrustProxy(raw)).toEqual(expected);
  expect(readSettings({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
});

test('production serves no compatibility protocol and seeds nothing unless asked by name', () => {
  expect(readSettings(PRODUCTION)).toMatchObject({ compatProtocol: false, seedSample: false });
  expect(readSettings({ ...PRODUCTION, COMPAT_PROTOCOL: '1', SEED_SAMPLE: '1' })).toMatchObject({
    compatProtocol: true,
    seedSample: true,
  });
  expect(readSettings({})).toMatchObject({ compatProtocol: true, seedSample: true });
  expect(readSettings({ COMPAT_PROTOCOL: '0', SEED_SAMPLE: 'false' })).toMatchObject({ compatProtocol: false, seedSample: false });
  expect(() => readSettings({ COMPAT_PROTOCOL: 'yes' })).toThrow('COMPAT_PROTOCOL must be 1 or 0, not "yes".');
});

test('LOG_LEVEL is info by default, one of pino levels otherwise; SIGTERM drains for 10 s by default', () => {
  expect(readSettings({}).logLevel).toBe('info');
  expect(readSettings({ LOG_LEVEL: 'WARN' }).logLevel).toBe('warn');
  expect(() => readSettings({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of fatal, error, warn, info/);
  expect(readSettings({}).shutdownTimeoutMs).toBe(10_000);
  expect(readSettings({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
});

test('the start-up log names the store without its user name or password', () => {
  const settings = readSettings({ DATABASE_URL: 'postgres://academy:s3cret-pass@db.internal:5432/academy' });
  const described = JSON.stringify(describeSettings(settings));
  expect(describeSettings(settings).store).toBe('PostgreSQL at db.internal:5432/academy');
  expect(described).not.toMatch(/s3cret|academy:/);
  expect(describeSettings(readSettings({ DATA_DIR: '/srv/data' })).store).toBe('SQLite in /srv/data');
});

test('production refuses to start without a payment link secret; a short one is refused anywhere', () => {
  expect(() => readSettings({ ...KEY, NODE_ENV: 'production' })).toThrow(PRODUCTION_PAYMENT_SECRET_MESSAGE);
  expect(() => readSettings({ ...KEY, NODE_ENV: 'production', PAYMENT_LINK_SECRET: '  ' })).toThrow(PRODUCTION_PAYMENT_SECRET_MESSAGE);
  expect(() => readSettings({ PAYMENT_LINK_SECRET: 'short' })).toThrow('PAYMENT_LINK_SECRET must be at least 32 characters.');
  expect(readSettings(PRODUCTION).paymentLinkSecret).toBe('x'.repeat(32));
  expect(readSettings({}).paymentLinkSecret).toBeUndefined();
  expect(JSON.stringify(describeSettings(readSettings(PRODUCTION)))).not.toContain('x'.repeat(32));
});

test('AUDIT_HASH_KEY is required in production, at least 32 characters, and never in the start-up log', () => {
  expect(() => readSettings({ NODE_ENV: 'production', PAYMENT_LINK_SECRET: 'x'.repeat(32) })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(() => readSettings({ NODE_ENV: 'production', PAYMENT_LINK_SECRET: 'x'.repeat(32), AUDIT_HASH_KEY: '  ' })).toThrow(
    AUDIT_HASH_KEY_MESSAGE,
  );
  expect(() => readSettings({ AUDIT_HASH_KEY: 'short-key' })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(readSettings(PRODUCTION).auditHashKey).toBe(KEY.AUDIT_HASH_KEY);
  expect(readSettings({}).auditHashKey).toBe(DEVELOPMENT_AUDIT_HASH_KEY);
  expect(JSON.stringify(describeSettings(readSettings(PRODUCTION)))).not.toContain(KEY.AUDIT_HASH_KEY);
});
