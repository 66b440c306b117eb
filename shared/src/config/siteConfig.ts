import localDeployment from '@academy/contracts/local-config';
import { isPlainObject } from '@academy/contracts/rules/isPlainObject';

// Runtime configuration read from `config.json` beside each app's index.html: everything that
// differs per deployment. The only values compiled into a bundle are the safe local defaults,
// which are the local deployment's own file (config.json here, which every app's build copies
// beside its page unless the app ships its own), so they are written once.

export interface EmailConfig {
  /** EmailJS public key (the user id of every send). */
  publicKey: string;
  serviceId: string;
  /** Template ids per message. */
  templates: {
    courseRequestOwner: string;
    courseRequestVisitor: string;
    registrationRegistrant: string;
    registrationTeam: string;
    applicationApplicant: string;
    applicationTeam: string;
    privacyRequestTeam: string;
    privacyRequestVisitor: string;
  };
  /** Where the SDK posts; locally the API's outbox. */
  origin: string;
  /** SDK protections: on in production, off for headless test browsers. */
  blockHeadless: boolean;
  limitRateThrottleMs: number;
}

/** The legal forms an academy in India takes, as config.json names them. */
export type EntityType = 'private-limited' | 'llp' | 'proprietorship' | 'trust';

/**
 * Who the academy is in law: shown in the footer, on About and Contact, and on the payment page
 * (who is paid). A production build refuses a config.json without `name` and
 * `registeredAddress` (tooling/build/legalIdentity.js).
 */
export interface LegalIdentity {
  /** The registered name (`GFI Learning Private Limited`). */
  name: string;
  /** '' when not configured. */
  entityType: EntityType | '';
  /** The CIN (a company), LLPIN (an LLP) or Udyam number (a proprietorship); '' for none. */
  registrationNumber: string;
  /** Only when registered for GST; '' otherwise. */
  gstin: string;
  registeredAddress: string;
  founder: string;
  /** `Monday to Saturday, 9:00 am to 7:00 pm IST`. */
  businessHours: string;
}

export interface SiteConfig {
  /** The public origin of the site (no trailing slash): canonical links, sitemap and structured data. */
  siteUrl: string;
  apiBaseUrl: string;
  imageBaseUrl: string;
  brand: string;
  product: string;
  supportPhone: string;
  supportEmail: string;
  address: string;
  /** The grievance officer the privacy notice names, who answers requests about personal data. */
  privacy: { officerName: string; officerEmail: string };
  legal: LegalIdentity;
  /** The refund and cancellation policy, a paragraph each; empty for the academy's default text. */
  refunds: string[];
  social: { label: string; href: string }[];
  messaging: { label: string; href: string };
  /** UPI payee (the QR code and the app links are built from these) and the PayPal page. */
  payment: { upiId: string; payeeName: string; paypal: string };
  email: EmailConfig;
}

/** The local deployment's config (its sample contact and payment details included): local runs and tests. */
export const defaultConfig: SiteConfig = localDeployment as SiteConfig;

/**
 * What a key missing from config.json, or an unreadable config.json, falls back to: the local
 * settings, but no contact or payment detail. A detail nobody configured is unknown (''), and the
 * components that show one render nothing for it, so a visitor never sees a made-up phone number,
 * address or UPI id.
 */
export const fallbackConfig: SiteConfig = {
  ...defaultConfig,
  supportPhone: '',
  supportEmail: '',
  address: '',
  privacy: { officerName: '', officerEmail: '' },
  legal: { name: '', entityType: '', registrationNumber: '', gstin: '', registeredAddress: '', founder: '', businessHours: '' },
  messaging: { ...defaultConfig.messaging, href: '' },
  payment: { ...defaultConfig.payment, upiId: '', paypal: '' },
};

/** Deep-merges a partial config over `base` (the fallback), so an older config.json keeps working. */
export function mergeConfig(partial: unknown, base: SiteConfig = fallbackConfig): SiteConfig {
  return deepMerge(base, partial) as SiteConfig;
}

function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined || over === null) return base;
  if (isPlainObject(base) && isPlainObject(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) out[key] = deepMerge(base[key], value);
    return out;
  }
  return over;
}

/**
 * Fetches `config.json` (relative to the page) and merges it over the fallback. When it cannot be
 * read (missing, not JSON, not an object, network down) the console says why and the fallback
 * stands: the rest of the page works, and the contact and payment details are hidden.
 */
export async function loadConfig(url = 'config.json', fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  try {
    // The page preloads config.json; the server marks it no-cache, so this reuses that preload.
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isPlainObject(body)) throw new Error('it does not hold a JSON object');
    return mergeConfig(body);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    console.warn(
      `Could not read ${url} (${problem}); using the local defaults (API at ${fallbackConfig.apiBaseUrl}) ` +
        'and hiding the contact and payment details, which only config.json knows.',
    );
    return fallbackConfig;
  }
}
