#!/usr/bin/env node
// `npm install`'s first step (the root's preinstall): an older Node stops here with the one
// sentence of scripts/node-version.mjs instead of installing. npm's own devEngines check only warns,
// so that `npm start` and `npm test` reach the same sentence rather than npm's error.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
