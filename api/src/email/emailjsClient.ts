// Sends one e-mail through the EmailJS REST API (`POST /api/v1.0/email/send`), as the browser
// SDK did, with the account's private key as `accessToken` so the server is allowed to send.
// Locally and in tests the endpoint is the API's own EmailJS-compatible outbox.

export interface EmailjsEndpoint {
  /** Where the EmailJS API answers, without a trailing slash. */
  origin: string;
  serviceId: string;
  /** The account's public key (EmailJS's `user_id`). */
  publicKey: string;
  /** The account's private key; empty where the endpoint needs none (the local outbox). */
  privateKey: string;
}

export type SendOutcome =
  | { sent: true }
  /** `retryable`: worth another try (network, timeout, 408, 429, 5xx); `retryAfterMs`: what the server asked for. */
  | { sent: false; retryable: boolean; retryAfterMs: number | null; error: string };

/** `Retry-After` in seconds or as an HTTP date, in ms from `now`; null when absent or unreadable. */
export function readRetryAfter(header: string | null, now: Date): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

export async function sendThroughEmailjs(
  endpoint: EmailjsEndpoint,
  email: { templateId: string; params: Record<string, string> },
  options: { now: () => Date; timeoutMs: number; fetchImpl?: typeof fetch },
): Promise<SendOutcome> {
  const body = {
    service_id: endpoint.serviceId,
    template_id: email.templateId,
    user_id: endpoint.publicKey,
    template_params: email.params,
    ...(endpoint.privateKey ? { accessToken: endpoint.privateKey } : {}),
  };
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(`${endpoint.origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as { name?: unknown }).name === 'TimeoutError' ? `no answer within ${options.timeoutMs / 1000} s` : describe(error);
    return { sent: false, retryable: true, retryAfterMs: null, error: reason };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { sent: true };
  }
  const text = (await response.text().catch(() => '')).slice(0, 300);
  return {
    sent: false,
    retryable: response.status >= 500 || RETRYABLE_STATUSES.has(response.status),
    retryAfterMs: readRetryAfter(response.headers.get('retry-after'), options.now()),
    error: `${response.status}${text ? `: ${text}` : ''}`,
  };
}

/** A failed fetch's reason; duck-typed, since fetch's errors may come from another realm. */
function describe(error: unknown): string {
  const { cause, message } = (error ?? {}) as { cause?: { code?: unknown }; message?: unknown };
  if (typeof cause?.code === 'string') return `network error (${cause.code})`;
  return typeof message === 'string' ? message : String(error);
}
