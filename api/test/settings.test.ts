import { PRODUCTION_OUTBOX_MESSAGE, readSettings, readTrustProxy } from '../src/config/settings';

// Settings from the environment: the outbox never runs in production, TRUST_PROXY's forms.

test('NODE_ENV=production with EMAIL_OUTBOX=1 refuses to start', () => {
  expect(() => readSettings({ NODE_ENV: 'production', EMAIL_OUTBOX: '1' })).toThrow(PRODUCTION_OUTBOX_MESSAGE);
  expect(() => readSettings({ NODE_ENV: 'production', EMAIL_OUTBOX: 'true' })).toThrow(PRODUCTION_OUTBOX_MESSAGE);
});

test('production has no outbox by default; elsewhere it is on unless switched off', () => {
  expect(readSettings({ NODE_ENV: 'production' }).emailOutbox).toBe(false);
  expect(readSettings({ NODE_ENV: 'production', EMAIL_OUTBOX: '0' }).emailOutbox).toBe(false);
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
