import { createHash } from 'node:crypto';

/** SHA-256 hex of the trimmed, lower-cased e-mail: the unique key that refuses a second application. Never served. */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
