import { createHmac } from 'node:crypto';

// What the audit log keeps of the terms staff searched for: an HMAC-SHA256 of them under the
// server's AUDIT_HASH_KEY, never the terms. The terms are a parent's name, an e-mail or a mobile
// number, and the audit log is kept whole (an erasure blanks only a record's own notes), so
// plain terms would outlive the person's erasure. With the key, a manager who is asked "was this
// name searched for?" can hash the name and look for it; without the key, the hash of a name,
// an e-mail or a ten-digit number cannot be guessed back by trying them all.

const AUDIT_HASH_PREFIX = 'hmac-sha256:';

/** The terms' keyed hash as the audit log writes it; the same search (case and outer spaces aside) hashes alike. */
export function hashedTerms(key: string, terms: string): string {
  return AUDIT_HASH_PREFIX + createHmac('sha256', key).update(terms.trim().toLowerCase(), 'utf8').digest('hex');
}
