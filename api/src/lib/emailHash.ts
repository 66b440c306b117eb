import { createHash } from 'node:crypto';
import { canonicalEmail } from '@academy/contracts/rules';

/**
 * SHA-256 hex of the canonical e-mail (NFKC, lower case, no trailing dot on the domain): the
 * unique key that refuses a second application. Never served.
 */
export function emailHash(email: string): string {
  return createHash('sha256').update(canonicalEmail(email)).digest('hex');
}
