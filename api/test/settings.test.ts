import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AUDIT_HASH_KEY_MESSAGE,
  PRODUCTION_AUDIT_HASH_KEY_MESSAGE,
  PRODUCTION_CORS_MESSAGE,
  PRODUCTION_DATA_DIR_MESSAGE,
  PRODUCTION_OFFICE_ORIGIN_MESSAGE,
  DEVELOPMENT_AUDIT_HASH_KEY,
  LEGACY_OUTBOX_MESSAGE,
  PRODUCTION_OUTBOX_MESSAGE,
  PRODUCTION_PAYMENT_SECRET_MESSAGE,
  describeSettings,
  readSettings,
  readTrustProxy,
} from '../src/config/settings';
import { SettingsError } from '../src/config/settingRules';
import { TRUST_PROXY_REQUIRED_MESSAGE } from '../src/config/proxyRules';

// Settings from the environment: the outbox only when asked for and never in production, TRUST_PROXY's forms,
// the secrets production needs.

/** The audit log's hash key a production environment needs. */
const KEY = { AUDIT_HASH_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef' };
/** A payment link secret as `openssl rand -base64 32` prints one. */
const PAYMENT_SECRET = 'Q3p8mZ1vT0aK7wYc2LrN5sHd9fUe4GjB6xIo+A==';
/** A production environment with the values production requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  TRUST_PROXY: 'false',
  PAYMENT_LINK_SECRET: PAYMENT_SECRET,
  DATA_DIR: '/var/lib/academy',
  CORS_ORIGINS: 'https://www.example.org',
  OFFICE_ORIGIN: 'https://office.example.org',
  ...KEY,
};

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
  expect(() => readSettings({ ...PRODUCTION, PAYMENT_LINK_SECRET: undefined })).toThrow(PRODUCTION_PAYMENT_SECRET_MESSAGE);
  expect(() => readSettings({ ...PRODUCTION, PAYMENT_LINK_SECRET: '  ' })).toThrow(PRODUCTION_PAYMENT_SECRET_MESSAGE);
  expect(() => readSettings({ PAYMENT_LINK_SECRET: 'short' })).toThrow('PAYMENT_LINK_SECRET must be at least 32 characters.');
  expect(readSettings(PRODUCTION).paymentLinkSecret).toBe(PAYMENT_SECRET);
  expect(readSettings({}).paymentLinkSecret).toBeUndefined();
  expect(JSON.stringify(describeSettings(readSettings(PRODUCTION)))).not.toContain(PAYMENT_SECRET);
});

test('AUDIT_HASH_KEY is required in production, at least 32 characters, and never in the start-up log', () => {
  expect(() => readSettings({ ...PRODUCTION, AUDIT_HASH_KEY: undefined })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(() => readSettings({ ...PRODUCTION, AUDIT_HASH_KEY: '  ' })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(() => readSettings({ AUDIT_HASH_KEY: 'short-key' })).toThrow(AUDIT_HASH_KEY_MESSAGE);
  expect(readSettings(PRODUCTION).auditHashKey).toBe(KEY.AUDIT_HASH_KEY);
  expect(readSettings({}).auditHashKey).toBe(DEVELOPMENT_AUDIT_HASH_KEY);
  expect(JSON.stringify(describeSettings(readSettings(PRODUCTION)))).not.toContain(KEY.AUDIT_HASH_KEY);
});

/** The AUDIT_HASH_KEY line of the deploy guide's environment file, as an operator would copy it. */
const GUIDE_AUDIT_KEY = /^AUDIT_HASH_KEY=(.*)$/m.exec(readFileSync(join(__dirname, '..', '..', 'docs', 'deploy.md'), 'utf8'))?.[1] ?? '';

test("production refuses the secrets that only look like ones: the guide's placeholder, repeated or non-hex keys", () => {
  expect(GUIDE_AUDIT_KEY).not.toBe('');
  for (const key of [GUIDE_AUDIT_KEY, 'k'.repeat(64), 'ab'.repeat(32), 'f'.repeat(63)]) {
    expect(() => readSettings({ ...PRODUCTION, AUDIT_HASH_KEY: key })).toThrow(PRODUCTION_AUDIT_HASH_KEY_MESSAGE);
  }
  for (const secret of ['x'.repeat(40), 'replace-with-the-output-of-openssl-rand-base64-32', '…'.repeat(32)]) {
    expect(() => readSettings({ ...PRODUCTION, PAYMENT_LINK_SECRET: secret })).toThrow(/^PAYMENT_LINK_SECRET (is a placeholder|repeats)/);
  }
  // Outside production the same values are a developer's own business.
  expect(readSettings({ AUDIT_HASH_KEY: 'k'.repeat(64) }).auditHashKey).toBe('k'.repeat(64));
});

test('production needs its own origins and data folder; outside production the local ones are the defaults', () => {
  const local = readSettings({});
  expect(local.corsOrigins).toContain('http://localhost:3000');
  expect(local.officeOrigin).toBe('http://localhost:3006');
  expect(local.dataDir).toMatch(/\.data$/);
  const missing = { ...PRODUCTION, DATA_DIR: undefined, CORS_ORIGINS: undefined, OFFICE_ORIGIN: undefined };
  expect(() => readSettings(missing)).toThrow(PRODUCTION_DATA_DIR_MESSAGE);
  expect(() => readSettings({ ...PRODUCTION, CORS_ORIGINS: 'https://www.example.org, http://localhost:3000' })).toThrow(
    "CORS_ORIGINS must name the public site's origins with NODE_ENV=production, not http://localhost:3000.",
  );
  expect(() => readSettings({ ...PRODUCTION, OFFICE_ORIGIN: 'http://127.0.0.1:3006' })).toThrow(PRODUCTION_OFFICE_ORIGIN_MESSAGE);
  expect(readSettings(PRODUCTION)).toMatchObject({ corsOrigins: ['https://www.example.org'], officeOrigin: 'https://office.example.org' });
});

test('every problem of one start is reported together, each once, as a sentence naming its variable', () => {
  let error: unknown;
  try {
    readSettings({ NODE_ENV: 'production', AUDIT_HASH_KEY: GUIDE_AUDIT_KEY, LOG_LEVEL: 'loud', EMAIL_OUTBOX_PORT: '4001' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(SettingsError);
  expect((error as SettingsError).problems).toEqual([
    PRODUCTION_DATA_DIR_MESSAGE,
    PRODUCTION_OUTBOX_MESSAGE,
    PRODUCTION_CORS_MESSAGE,
    TRUST_PROXY_REQUIRED_MESSAGE,
    PRODUCTION_OFFICE_ORIGIN_MESSAGE,
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "loud".',
    PRODUCTION_PAYMENT_SECRET_MESSAGE,
    PRODUCTION_AUDIT_HASH_KEY_MESSAGE,
  ]);
});
