import { createHash } from 'node:crypto';

/** SHA-256 hex of the trimmed, lower-cased e-mail: what GET /applicants serves instead of the address. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
