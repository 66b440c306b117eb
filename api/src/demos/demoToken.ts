import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EmailQueue } from '../email/emailQueue';

// A registration's demo token: `<registration number>.<signature>`, the signature the HMAC-SHA256
// (base64url) of `demo-link:v1:<number>` under the payment links' secret (office/paymentLinks.ts),
// so it cannot be guessed or edited into another registration's. docs/decisions/demo-booking.md.

const signatureOf = (secret: string, number: string): string =>
  createHmac('sha256', secret).update(`demo-link:v1:${number}`).digest('base64url');

export const demoToken = (secret: string, registrationNumber: string): string =>
  `${registrationNumber}.${signatureOf(secret, registrationNumber)}`;

const TOKEN = /^(GFI\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The registration number a token stands for; null for a changed, malformed or foreign one. */
export function verifyDemoToken(secret: string, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, number, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(secret, number));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? number : null;
}

/**
 * Stands for the token in a registration's stored confirmation: the PostgreSQL group commit
 * writes a batch's e-mails before Node knows their numbers, so the token is filled in when the
 * e-mail is sent (demoLinkQueue below).
 */
export const DEMO_TOKEN_MARK = '{demo-token}';

/** The outbox as the delivery worker reads it, with each e-mail's token mark replaced by its record's token. */
export function demoLinkQueue(queue: EmailQueue, secret: string): EmailQueue {
  return {
    claimDue: async (now, limit, leaseMs) =>
      (await queue.claimDue(now, limit, leaseMs)).map((email) => {
        const token = demoToken(secret, email.recordNumber);
        const params = Object.fromEntries(
          Object.entries(email.params).map(([name, value]) => [
            name,
            typeof value === 'string' ? value.replaceAll(DEMO_TOKEN_MARK, token) : value,
          ]),
        );
        return { ...email, params };
      }),
    markSent: (id, at) => queue.markSent(id, at),
    markFailed: (id, error, retryAt) => queue.markFailed(id, error, retryAt),
  };
}
