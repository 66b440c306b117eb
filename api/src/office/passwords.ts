import argon2 from 'argon2';
import { STAFF_PASSWORD_MIN_LENGTH } from '@academy/contracts/office-rules';

// Staff passwords: argon2id (memory-hard) with the OWASP minimum parameters, salt per hash.

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function passwordProblem(password: string): string | null {
  return password.length < STAFF_PASSWORD_MIN_LENGTH ? `The password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters.` : null;
}

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

let decoy: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (an unknown e-mail) it still checks
 * against a decoy, so the answer takes as long and says nothing about which part was wrong.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await argon2.verify(await decoy, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
