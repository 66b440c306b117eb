import { join } from 'node:path';
import { requireSupportedNode } from '@academy/contracts/node-version';

// The Node floor at every entry of the API (main.ts and each CLI import this first): on a Node
// older than `engines.node` the process stops with the project's one sentence (the same check
// `npm install`, `npm start` and `npm test` run: scripts/node-version.mjs) before anything else
// loads. A production host runs `node --import tsx src/main.ts` without npm, so npm's own
// engine check never runs there.

requireSupportedNode(join(__dirname, '..', '..'));
