#!/usr/bin/env node
// `npm start`: checks the Node version first (scripts/node-version.mjs, which imports nothing
// that needs a newer Node), then runs scripts/lib/start.mjs. The rest is imported only after the
// check, so an old Node prints which version to install instead of failing on a .ts import.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './node-version.mjs';

requireSupportedNode(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
await import('./lib/start.mjs');
