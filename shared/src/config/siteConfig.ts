import { isPlainObject } from '../rules/isPlainObject';

// Runtime configuration read from `config.json` beside each app's index.html (DESIGN §2):
// everything that differs per deployment. Nothing here is compiled into a bundle except the
// local defaults used when a key is missing.

export interface EmailConfig {
  /** EmailJS public key (SPEC's {key}). */
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
  };
  /** Where the SDK posts; locally the API's outbox. */
  origin: string;
  /** SDK protections: on in production, off for headless test browsers. */
  blockHeadless: boolean;
  limitRateThrottleMs: number;
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
  social: { label: string; href: string }[];
  messaging: { label: string; href: string };
  /** UPI payee (the QR code and the app links are built from these) and the PayPal page. */
  payment: { upiId: string; payeeName: string; paypal: string };
  email: EmailConfig;
}

export const defaultConfig: SiteConfig = {
  siteUrl: 'http://localhost:3000',
  apiBaseUrl: 'http://localhost:4000',
  imageBaseUrl: 'http://localhost:4000/images/',
  brand: 'GFI',
  product: 'GFI Academy',
  supportPhone: '+91 98765 43210',
  supportEmail: 'support@gfi-academy.example',
  address: 'GFI Academy, 4th Floor, Orchid Plaza, Baner Road, Baner, Pune, Maharashtra 411045, India',
  social: [
    { label: 'Instagram', href: 'https://www.instagram.com/gfiacademy' },
    { label: 'Facebook', href: 'https://www.facebook.com/gfiacademy' },
    { label: 'YouTube', href: 'https://www.youtube.com/@gfiacademy' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/gfiacademy' },
  ],
  messaging: { label: 'WhatsApp', href: 'https://wa.me/919876543210' },
  payment: {
    upiId: 'gfiacademy@okaxis',
    payeeName: 'GFI Academy',
    paypal: 'https://www.paypal.com/paypalme/gfiacademy',
  },
  email: {
    publicKey: 'local-public-key',
    serviceId: 'service_local',
    templates: {
      courseRequestOwner: 'template_course_request_owner',
      courseRequestVisitor: 'template_course_request_visitor',
      registrationRegistrant: 'template_registration_registrant',
      registrationTeam: 'template_registration_team',
      applicationApplicant: 'template_application_applicant',
      applicationTeam: 'template_application_team',
    },
    origin: 'http://localhost:4000',
    blockHeadless: false,
    limitRateThrottleMs: 0,
  },
};

/** Deep-merges a partial config over the defaults, so an older config.json keeps working. */
export function mergeConfig(partial: unknown): SiteConfig {
  return deepMerge(defaultConfig, partial) as SiteConfig;
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
 * Fetches `config.json` (relative to the page) and merges it over the defaults. When it cannot be
 * read (missing, not JSON, not an object, network down) the console says why and the local
 * defaults stand, so a local run works without one and a broken deployment is easy to spot.
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
    console.warn(`Could not read ${url} (${problem}); using the local defaults (API at ${defaultConfig.apiBaseUrl}).`);
    return defaultConfig;
  }
}
