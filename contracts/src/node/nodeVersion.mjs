// The Node check `npm install` (preinstall), `npm start`, `npm test`, the API's start and its CLIs
// run before anything else (scripts/node-version.mjs re-exports it for the scripts; the API loads
// it as @academy/contracts/node-version). The project needs the Node
// its package.json `engines` names, with TypeScript type stripping on (the build scripts import the
// site manifest, a .ts file, as it is). An older Node would otherwise die on its first .ts import
// with ERR_UNKNOWN_FILE_EXTENSION, naming neither the version nor .nvmrc. So this module imports
// only Node's own modules and uses nothing newer than Node 14, and the entries load it before
// they import (dynamically) anything else.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `>=22.19` (what `engines.node` says) as [22, 19, 0]. */
export function minimumOf(range) {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range || '');
  if (!match) throw new Error(`engines.node must read ">=major.minor", not "${range}".`);
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

function atLeast(version, minimum) {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((parts[i] || 0) !== minimum[i]) return (parts[i] || 0) > minimum[i];
  }
  return true;
}

/**
 * One sentence saying what to install when this Node cannot run the project, else null.
 * `typescript` is process.features.typescript: 'strip' or 'transform' when .ts files load.
 */
export function nodeProblem({ version, typescript, range, nvmrc }) {
  const minimum = minimumOf(range);
  const wanted = `Node.js ${minimum.slice(0, minimum[2] ? 3 : 2).join('.')} or newer`;
  const install = `install the line .nvmrc names (${nvmrc || 'see .nvmrc'}), e.g. with \`nvm install\` in the project's folder, and run the command again`;
  if (!atLeast(version, minimum)) return `This project needs ${wanted}, and this is Node.js ${version.replace(/^v/, '')}: ${install}.`;
  if (!typescript)
    return `This project needs ${wanted} with TypeScript type stripping on, and this Node.js ${version.replace(/^v/, '')} has it off (--no-experimental-strip-types?): remove that flag, or ${install}.`;
  return null;
}

/** Exits with the sentence (status 1) when this Node cannot run the project in `root`. */
export function requireSupportedNode(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  let nvmrc = '';
  try {
    nvmrc = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  } catch {
    // No .nvmrc: the sentence still names the file.
  }
  const problem = nodeProblem({
    version: process.versions.node,
    typescript: process.features && process.features.typescript,
    range: pkg.engines && pkg.engines.node,
    nvmrc,
  });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
