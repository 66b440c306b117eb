import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AMOUNT_MAX_INR } from '@academy/contracts/office-rules';

// Payment links: `/payment?for=GFI12345&amount=4500&sig=…`, where sig is the HMAC-SHA256 of the
// number and the amount under the server's secret (PAYMENT_LINK_SECRET), so a family sees the
// amount staff set and a changed amount is refused. The site cannot check a signature (the
// secret is the server's): it asks GET /v1/payment-links. docs/decisions/signed-payment-links.md.

/** The file a developer's API keeps its generated secret in, inside DATA_DIR. */
export const DEV_SECRET_FILE = 'payment-link-secret';

/**
 * The secret to sign with: the setting when given (production requires it: settings.ts), otherwise
 * one generated once per DATA_DIR and kept there, so links survive a restart on a developer's machine.
 */
export function paymentLinkSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, DEV_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx': a second instance starting at the same moment keeps the first one's secret.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
  return secret;
}

const signatureOf = (secret: string, number: string, amountInr: number): string =>
  createHmac('sha256', secret).update(`payment-link:v1:${number}:${amountInr}`).digest('base64url');

/** The link's path and query, for the office to put after the site's address. */
export function paymentLinkPath(secret: string, number: string, amountInr: number): string {
  const query = new URLSearchParams({ for: number, amount: String(amountInr), sig: signatureOf(secret, number, amountInr) });
  return `/payment?${query.toString()}`;
}

const NUMBER = /^GFI\d{1,12}$/;
const AMOUNT = /^[1-9]\d{0,7}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The number and amount of a link the server signed; null for a changed, malformed or foreign one. */
export function verifyPaymentLink(
  secret: string,
  query: { for?: unknown; amount?: unknown; sig?: unknown },
): { registrationNumber: string; amountInr: number } | null {
  const { for: number, amount, sig } = query;
  if (typeof number !== 'string' || typeof amount !== 'string' || typeof sig !== 'string') return null;
  if (!NUMBER.test(number) || !AMOUNT.test(amount) || !SIGNATURE.test(sig)) return null;
  const amountInr = Number(amount);
  if (amountInr > AMOUNT_MAX_INR) return null;
  const expected = Buffer.from(signatureOf(secret, number, amountInr));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { registrationNumber: number, amountInr } : null;
}
