// A production site must say who a parent pays: a deployment's config.json (one whose siteUrl is
// not this machine) names the academy's legal name and registered address under `legal`. The
// production builds, the shell's prerender and `npm run release` refuse one that does not, in
// one sentence naming every missing key, so the deployer fixes them all at once.
const { isDeploymentConfig } = require('./sampleConfig');

/** The keys of `legal` a deployment must fill, with their full names in config.json. */
const REQUIRED = ['name', 'registeredAddress'];

/** The missing keys of a deployment's config (`legal.name`), in order; none for a local one. */
function missingLegalKeys(config) {
  if (!isDeploymentConfig(config)) return [];
  const legal = config && typeof config.legal === 'object' && config.legal !== null ? config.legal : {};
  return REQUIRED.filter((key) => typeof legal[key] !== 'string' || legal[key].trim() === '').map((key) => `legal.${key}`);
}

/** Throws one sentence naming every missing key when a deployment's config lacks the academy's legal identity. */
function assertLegalIdentity(config, where) {
  const missing = missingLegalKeys(config);
  if (missing.length > 0) {
    throw new Error(
      `${where} is a deployment's config (siteUrl ${config.siteUrl}) but does not name ${missing.join(' and ')}: parents must see who they pay, so add them.`,
    );
  }
}

module.exports = { assertLegalIdentity, missingLegalKeys };
