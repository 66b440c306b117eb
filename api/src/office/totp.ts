import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

// Two-factor sign-in: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s steps, what
// every authenticator app reads from an otpauth:// URI) and ten one-time recovery codes.

export const TOTP_ISSUER = 'GFI Academy office';
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of the server's clock: a phone a few seconds off still signs in. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const otpauthUri = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });

/** The URI as a QR code drawn with text blocks, for the terminal (nothing leaves the machine). */
export const terminalQr = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'terminal', small: true });

/** A six-digit code, as opposed to a recovery code. */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * Checks a six-digit code at `now`; answers the time step it belongs to, or null. Codes of steps
 * up to `afterStep` (the last one accepted) are refused, so a code works once.
 */
export async function totpStep(secret: string, code: string, now: Date, afterStep: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterStep,
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Ten codes of 50 random bits each, as `xxxxx-xxxxx` in lower-case base32. With that much
 * entropy a plain SHA-256 is enough to store them (nothing to brute-force from the hash).
 */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => alphabet[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
  });
}

/** The stored form of a recovery code; spaces, dashes and case do not matter when typed. */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
