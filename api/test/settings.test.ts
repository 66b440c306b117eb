import {
  AUDIT_HASH_KEY_MESSAGE, DEVELOPMENT_AUDIT_HASH_KEY, PRODUCTION_OUTBOX_MESSAGE, describeSettings, readSettings, readTrustProxy,
} from '../src/config/settings';

// Settings from the environment: the outbox never runs in production, TRUST_PROXY's forms, the
// audit log's hash key.

/** A production environment's key, which every production start needs. */
const KEY = { AUDIT_HASH_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef' };

test('NODE_ENV=production with EMAIL_OUTBOX=1 refuses to start', () => {
  expect(() => readSettings({ ...KEY, NODE_ENV: 'production', EMAIL_OUTBOX: '1' })).toThrow(PRODUCTION_OUTBOX_MESSAGE);
  expect(() => readSettings({ ...KEY, NODE_ENV: 'production', EMAIL_OUTBOX: 'true' })).toThrow(PRODUCTION_OUTBOX_MESSAGE);
});

test('production has no outbox by default; elsewhere it is on unless switched off', () => {
  expect(readSettings({ ...KEY, NODE_ENV: 'production' }).emailOutbox).toBe(false);
  expect(readSettings({ ...KEY, NODE_ENV: 'production', EMAIL_OUTBOX: '0' }).emailOutbox).toBe(false);
  expect(readSettings({}).emailOutbox).toBe(true);
  expect(readSettings({ EMAIL_OUTBOX: '0' }).emailOutbox).toBe(false);
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
  expect(readSettings({ ...KEY, NODE_ENV: 'production' })).toMatchObject({ compatProtocol: false, seedSample: false });
  expect(readSettings({ ...KEY, NODE_ENV: 'production', COMPAT_PROTOCOL: '1', SEED_SAMPLE: '1' })).toMatchObject({
    compatProtocol: true, seedSample: true,
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

test('AUDIT_HASH_KEY is required in production, at least 32 characters, and never in the start-up log', () => {
  expect(() => readSettings({ NODE_ENV: 'production' })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(() => readSettings({ NODE_ENV: 'production', AUDIT_HASH_KEY: '  ' })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(() => readSettings({ AUDIT_HASH_KEY: 'short-key' })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(readSettings({ ...KEY, NODE_ENV: 'production' }).auditHashKey).toBe(KEY.AUDIT_HASH_KEY);
  expect(readSettings({}).auditHashKey).toBe(DEVELOPMENT_AUDIT_HASH_KEY);
  expect(JSON.stringify(describeSettings(readSettings({ ...KEY, NODE_ENV: 'production' })))).not.toContain(KEY.AUDIT_HASH_KEY);
});
