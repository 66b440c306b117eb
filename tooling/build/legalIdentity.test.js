/** @jest-environment node */
const { assertLegalIdentity, missingLegalKeys } = require('./legalIdentity');
const local = require('@academy/contracts/local-config');

// A production site names who is paid: a deployment's config.json without the academy's legal
// name and registered address is refused in one sentence naming every missing key.

const deployment = (legal) => ({ ...local, siteUrl: 'https://www.gfi-academy.in', legal });
const full = { ...local.legal, name: 'GFI Academy LLP', registeredAddress: '12 Real Road, Pune' };

test("the local deployment's config, and a deployment's that names both, pass", () => {
  expect(missingLegalKeys(local)).toEqual([]);
  expect(() => assertLegalIdentity(deployment(full), 'dist/config.json')).not.toThrow();
});

test('a deployment without a legal identity is refused, naming both keys at once', () => {
  const { legal: _legal, ...withoutLegal } = deployment(full);
  expect(() => assertLegalIdentity(withoutLegal, 'shell/dist/config.json')).toThrow(
    "shell/dist/config.json is a deployment's config (siteUrl https://www.gfi-academy.in) but does not name legal.name and legal.registeredAddress: parents must see who they pay, so add them.",
  );
});

test.each([
  [{ ...full, name: '  ' }, ['legal.name']],
  [{ ...full, registeredAddress: '' }, ['legal.registeredAddress']],
  [{ ...full, name: 42, registeredAddress: undefined }, ['legal.name', 'legal.registeredAddress']],
])('a deployment with legal %j misses %j', (legal, missing) => {
  expect(missingLegalKeys(deployment(legal))).toEqual(missing);
});
