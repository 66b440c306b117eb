// The sample contact and payment details of the local deployment (contracts/src/config/localDeployment.json) must
// never reach a real one. A deployment's config.json is one whose siteUrl is not this machine;
// the shell's production build (its prerender), the remotes' production builds and
// `npm run release` refuse one that still holds a sample value, naming the field, and refuse a
// page of a deployment that still shows one (a remote page rendered with the sample config).
const fs = require('node:fs');

const SAMPLE = JSON.parse(fs.readFileSync(require.resolve('@academy/contracts/local-config'), 'utf8'));
const SAMPLE_PHONE_DIGITS = SAMPLE.supportPhone.replace(/\D/g, '');

/** The sample values a deployment's page must not show, with what each is. */
const SAMPLE_TEXTS = [
  [SAMPLE.supportPhone, 'the sample phone'],
  [SAMPLE.supportEmail, 'the sample e-mail'],
  [SAMPLE.address, 'the sample address'],
  [SAMPLE.privacy.officerName, 'the sample grievance officer'],
  [SAMPLE.payment.upiId, 'the sample UPI id'],
  [SAMPLE.legal.name, 'the sample legal name'],
  [SAMPLE.legal.registrationNumber, 'the sample company number'],
  [SAMPLE.legal.registeredAddress, 'the sample registered address'],
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a config is a deployment's (its site is not on this machine). */
function isDeploymentConfig(config) {
  try {
    return !LOCAL_HOSTS.has(new URL(config.siteUrl).hostname);
  } catch {
    return true;
  }
}

/** A `.example` domain in an e-mail address or a URL (RFC 2606: never a real one). */
const EXAMPLE_DOMAIN = /(@|\/\/)([^/\s@]*\.)?[^/\s@.]+\.example(?=$|[/:?#\s])/i;

/** Every field of `config` ('payment.upiId') holding a sample value, with the reason. */
function sampleFields(config, prefix = '') {
  const found = [];
  if (Array.isArray(config)) {
    config.forEach((item, index) => found.push(...sampleFields(item, `${prefix}[${index}]`)));
  } else if (config && typeof config === 'object') {
    for (const [key, value] of Object.entries(config)) found.push(...sampleFields(value, prefix ? `${prefix}.${key}` : key));
  } else if (typeof config === 'string') {
    const known = SAMPLE_TEXTS.find(([sample]) => config.trim() === sample);
    if (known) found.push({ field: prefix, reason: known[1] });
    else if (EXAMPLE_DOMAIN.test(config)) found.push({ field: prefix, reason: 'a .example domain' });
    else if (SAMPLE_PHONE_DIGITS && config.replace(/\D/g, '').includes(SAMPLE_PHONE_DIGITS))
      found.push({ field: prefix, reason: 'the sample phone' });
  }
  return found;
}

/** Throws, naming each field, when a deployment's config still holds a sample value. */
function assertNoSampleConfig(config, where) {
  if (!isDeploymentConfig(config)) return;
  const found = sampleFields(config);
  if (found.length > 0) {
    const list = found.map(({ field, reason }) => `${field} (${reason})`).join(', ');
    throw new Error(
      `${where} is a deployment's config (siteUrl ${config.siteUrl}) but still holds sample values: ${list}. Put the deployment's own details there.`,
    );
  }
}

/** Throws, naming the page and the value, when a page of a deployment shows a sample detail. */
function assertNoSampleInPage(config, html, page) {
  if (!isDeploymentConfig(config)) return;
  const shown = SAMPLE_TEXTS.find(([sample]) => html.includes(sample) || html.includes(sample.replace(/&/g, '&amp;')));
  if (shown) {
    throw new Error(
      `${page} still shows ${shown[1]} (${shown[0]}): a remote page in it was rendered with the sample config. Build that remote with the deployment's config.json, then render the pages again.`,
    );
  }
}

module.exports = { assertNoSampleConfig, assertNoSampleInPage, isDeploymentConfig, sampleFields };
