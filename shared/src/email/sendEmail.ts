import type { EmailConfig } from '../config/siteConfig';
import { API_TIMEOUT_MS } from '../api/client';

// The one e-mail sender of the site, over @emailjs/browser (fetched with the first send).
//
// Why `init` before every send: in SDK 4.4 `send()` reads the origin only from the SDK's
// global store (its `origin` option is ignored), so the configured origin (locally the API's
// outbox) must be put there first. Every call passes the full options again, so whichever
// remote sent last, the store always holds this deployment's settings.

export type EmailParams = Record<string, string>;

export interface EmailStorage {
  get(key: string): Promise<string | null | undefined>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface SendEmailOptions {
  publicKey: string;
  origin: string;
  /** Refuse to send from headless browsers (production only; Playwright would get 451). */
  blockHeadless: boolean;
  /** One send per `throttle` ms per `id`; off when throttle is 0. */
  limitRate?: { id: string; throttle: number };
  /** Where limitRate remembers the last send; without one the SDK silently skips the limit. */
  storageProvider?: EmailStorage;
  /** How long a send may take before it counts as failed (the API client's 15 s by default). */
  timeoutMs?: number;
}

/** Thrown (rejected) when a send fails: `status` is the provider's HTTP status, 0 for network errors. */
export class EmailSendError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`E-mail not sent (${status}): ${text}`);
    this.name = 'EmailSendError';
  }
}

/** localStorage as the SDK's storage provider, or undefined where there is none. */
function browserStorage(): EmailStorage | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined;
    const storage = localStorage;
    return {
      get: async (key) => storage.getItem(key),
      set: async (key, value) => storage.setItem(key, value),
      remove: async (key) => storage.removeItem(key),
    };
  } catch {
    return undefined; // storage blocked (privacy mode): no rate limit rather than no e-mail
  }
}

export async function sendEmail(serviceId: string, templateId: string, params: EmailParams, options: SendEmailOptions): Promise<void> {
  const limitRate = options.limitRate && options.limitRate.throttle > 0 ? options.limitRate : undefined;
  const sdkOptions = {
    publicKey: options.publicKey,
    origin: options.origin.replace(/\/+$/, ''),
    blockHeadless: options.blockHeadless,
    ...(limitRate ? { limitRate, storageProvider: options.storageProvider ?? browserStorage() } : {}),
  };
  const { init, send } = await import('@emailjs/browser');
  init(sdkOptions);
  // A hung e-mail service must not leave a form spinning for ever: past the timeout the send
  // counts as failed (the form says so and keeps what was typed).
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EmailSendError(0, `no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    await Promise.race([send(serviceId, templateId, params, sdkOptions), timedOut]);
  } catch (error) {
    throw toEmailSendError(error);
  } finally {
    clearTimeout(timer);
  }
}

function toEmailSendError(error: unknown): EmailSendError {
  if (error instanceof EmailSendError) return error;
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, text } = error as { status: unknown; text?: unknown };
    return new EmailSendError(
      Number(status) || 0,
      typeof text === 'string' ? text : text === undefined || text === null ? '' : JSON.stringify(text),
    );
  }
  return new EmailSendError(0, error instanceof Error ? error.message : String(error));
}

/** The SDK options of this deployment; `limitRateId` keeps each kind of message throttled apart. */
function emailOptionsFromConfig(email: EmailConfig, limitRateId: string): SendEmailOptions {
  return {
    publicKey: email.publicKey,
    origin: email.origin,
    blockHeadless: email.blockHeadless,
    limitRate: { id: limitRateId, throttle: email.limitRateThrottleMs },
  };
}

export type EmailTemplate = keyof EmailConfig['templates'];

/** Sends one of the configured templates with the configured service, key and protections. */
export function sendTemplateEmail(email: EmailConfig, template: EmailTemplate, params: EmailParams): Promise<void> {
  return sendEmail(email.serviceId, email.templates[template], params, emailOptionsFromConfig(email, template));
}
