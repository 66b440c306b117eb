/** @jest-environment node */
const { assertNoSampleConfig, assertNoSampleInPage, sampleFields } = require('./sampleConfig');
const local = require('@academy/contracts/local-config');

const deployment = (changes) => ({
  ...local,
  siteUrl: 'https://www.gfi-academy.in',
  supportPhone: '+91 20 4000 1234',
  supportEmail: 'hello@gfi-academy.in',
  address: 'GFI Academy, 12 Real Road, Pune',
  privacy: { officerName: 'Rahul Mehta', officerEmail: 'privacy@gfi-academy.in' },
  legal: { ...local.legal, name: 'GFI Academy LLP', registrationNumber: 'AAA-1234', registeredAddress: '12 Real Road, Pune' },
  messaging: { label: 'WhatsApp', href: 'https://wa.me/912040001234' },
  payment: { ...local.payment, upiId: 'gfi.academy@realbank' },
  apiBaseUrl: 'https://api.gfi-academy.in',
  imageBaseUrl: 'https://api.gfi-academy.in/images/',
  email: { ...local.email, origin: 'https://api.emailjs.com' },
  ...changes,
});

test("the local deployment's own config (siteUrl on this machine) may keep its sample values", () => {
  expect(() => assertNoSampleConfig(local, 'contracts/src/config/localDeployment.json')).not.toThrow();
});

test("a deployment's config with its own details passes", () => {
  expect(sampleFields(deployment({}))).toEqual([]);
  expect(() => assertNoSampleConfig(deployment({}), 'dist/config.json')).not.toThrow();
});

test.each([
  [{ supportPhone: local.supportPhone }, 'supportPhone (the sample phone)'],
  [{ supportEmail: 'support@gfi-academy.example' }, 'supportEmail (the sample e-mail)'],
  [{ supportEmail: 'team@academy.example' }, 'supportEmail (a .example domain)'],
  [{ address: local.address }, 'address (the sample address)'],
  [{ privacy: { ...local.privacy, officerEmail: 'privacy@gfi-academy.in' } }, 'privacy.officerName (the sample grievance officer)'],
  [{ privacy: { officerName: 'Rahul Mehta', officerEmail: local.privacy.officerEmail } }, 'privacy.officerEmail (a .example domain)'],
  [{ messaging: { label: 'WhatsApp', href: 'https://wa.me/919876543210' } }, 'messaging.href (the sample phone)'],
  [{ payment: { ...local.payment, upiId: local.payment.upiId } }, 'payment.upiId (the sample UPI id)'],
  [{ legal: { ...local.legal, registrationNumber: 'AAA-1234', registeredAddress: 'Pune' } }, 'legal.name (the sample legal name)'],
  [{ apiBaseUrl: 'https://api.example.org' }, null],
  [{ imageBaseUrl: 'https://images.gfi.example/images/' }, 'imageBaseUrl (a .example domain)'],
])('a deployment with %j is refused, naming the field', (changes, named) => {
  const check = () => assertNoSampleConfig(deployment(changes), 'shell/dist/config.json');
  if (named === null) expect(check).not.toThrow();
  else
    expect(check).toThrow(
      `shell/dist/config.json is a deployment's config (siteUrl https://www.gfi-academy.in) but still holds sample values: ${named}.`,
    );
});

test("a deployment's page that shows the sample UPI id is refused, naming the page", () => {
  const page = `<p>UPI ID: <strong>${local.payment.upiId}</strong></p>`;
  expect(() => assertNoSampleInPage(deployment({}), page, 'payment/index.html')).toThrow(
    `payment/index.html still shows the sample UPI id (${local.payment.upiId})`,
  );
  expect(() => assertNoSampleInPage(local, page, 'payment/index.html')).not.toThrow();
  expect(() => assertNoSampleInPage(deployment({}), '<p>UPI ID: gfi.academy@realbank</p>', 'payment/index.html')).not.toThrow();
});

describe("an app's production build", () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { createAppConfig } = require('./createAppConfig');

  const dirs = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const appWith = (config) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-config-app-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'public'));
    fs.writeFileSync(path.join(dir, 'public', 'config.json'), JSON.stringify(config));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'test-app', dependencies: {} }));
    // A made-up app, outside the site manifest's types.
    return createAppConfig(/** @type {any} */ ({ dir, port: 3999, title: 'Test', federation: { name: 'test' } }));
  };

  test('refuses to run when the config it ships is a deployment one with a sample value, naming the field', () => {
    const build = appWith(deployment({ payment: { ...local.payment } }));
    expect(() => build({}, { mode: 'production' })).toThrow(/still holds sample values: payment\.upiId \(the sample UPI id\)/);
    // A development build is the local one: it runs.
    expect(() => build({}, { mode: 'development' })).not.toThrow();
  });

  test("runs with the deployment's own details", () => {
    expect(() => appWith(deployment({}))({}, { mode: 'production' })).not.toThrow();
  });
});

test("npm run release refuses a deployment's config.json that still holds a sample value, naming the field", () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const path = require('node:path');
  const { spawnSync } = require('node:child_process');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-config-release-'));
  try {
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ careers: 'http://localhost:3003/_/remoteEntry.js' }));
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(deployment({ supportPhone: local.supportPhone })));
    const run = spawnSync(
      process.execPath,
      [path.join(__dirname, '..', 'compose', 'release.mjs'), 'compose', `--file=${path.join(dir, 'remotes.json')}`, '--no-verify'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('still holds sample values: supportPhone (the sample phone)');
    // Nothing was written.
    expect(fs.existsSync(path.join(dir, 'remotes.history.json'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
