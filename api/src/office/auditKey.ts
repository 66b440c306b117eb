import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVELOPMENT_AUDIT_HASH_KEY } from '../config/settings';

// The key of the audit log's search hashes (searchTerms.ts) outside production. It used to be a
// constant published in this repository, so anyone holding a copy of a developer's or a test
// deployment's audit log could hash every ten-digit number and read back a searched mobile
// number. Unset AUDIT_HASH_KEY (never in production: settings.ts) now means a random key made
// once per DATA_DIR and kept there, so searches hash alike across restarts.

/** The file the generated key is kept in, inside DATA_DIR. */
export const AUDIT_KEY_FILE = 'audit-hash-key';

/** The configured key; for none (or the development marker), the data directory's own random key. */
export function auditHashKeyFor(configured: string | undefined, dataDir: string): string {
  if (configured && configured !== DEVELOPMENT_AUDIT_HASH_KEY) return configured;
  const file = join(dataDir, AUDIT_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  // 'wx': a second instance starting at the same moment keeps the first one's key.
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
  return key;
}
