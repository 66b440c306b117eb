// The Node check of the scripts (npm install's preinstall, npm start, npm test): one definition,
// in @academy/contracts, which the API's start and its CLIs run too. Imported by its path, since
// preinstall runs before any package is installed.
export { minimumOf, nodeProblem, requireSupportedNode } from '../contracts/src/node/nodeVersion.mjs';
