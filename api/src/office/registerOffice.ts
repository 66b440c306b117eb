import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Store } from '../store/Store';
import { staffOnly } from './officeAuth';
import { registerSessionRoutes } from './sessionRoutes';
import { registerAuditRoutes } from './auditRoutes';
import { registerRecordRoutes } from './recordRoutes';
import { registerRecordSummaryRoutes } from './recordSummaryRoutes';
import { registerPersonalDataRoutes } from './personalDataRoutes';
import { registerContentRoutes } from './contentRoutes';
import { registerTeacherRoutes } from './teacherRoutes';
import { watchForUntrustedProxy } from './proxyCheck';
import { registerPaymentRoutes } from './paymentRoutes';
import { registerExportLimitRoutes } from './exportLimit';

// The staff office's routes, all under /office (see api/README.md, "The office").

export interface OfficeOptions {
  now: () => Date;
  secureCookies: boolean;
  /** Where achievement images go: the folder GET /images/:file serves. */
  imagesDir: string;
  /** Fastify's trustProxy, and NODE_ENV=production: the sign-in refuses an untrusted proxy's requests then. */
  trustProxy?: boolean | number | string;
  production?: boolean;
  /** Whether a manager must sign in with two-factor (OFFICE_MANAGER_TWO_FACTOR). */
  managerTwoFactor?: 'required' | 'optional';
  /** The HMAC key of payment links (PAYMENT_LINK_SECRET, or the one kept in DATA_DIR). */
  paymentLinkSecret: string;
  /** The key the audit log hashes search terms with (AUDIT_HASH_KEY). */
  auditHashKey: string;
}

export async function registerOffice(app: FastifyInstance, store: Store, options: OfficeOptions): Promise<void> {
  await app.register(cookie);
  const guard = staffOnly(store.office, options.now);
  watchForUntrustedProxy(app, options.trustProxy);
  registerSessionRoutes(app, {
    office: store.office,
    now: options.now,
    staffOnly: guard,
    secure: options.secureCookies,
    trustProxy: options.trustProxy,
    production: options.production,
    managerTwoFactor: options.managerTwoFactor ?? 'required',
  });
  registerAuditRoutes(app, store.office, guard);
  registerRecordRoutes(app, store.office, guard, options.now, options.auditHashKey);
  registerRecordSummaryRoutes(app, store.office, guard, options.now, options.auditHashKey);
  registerPersonalDataRoutes(app, store.office, guard, options.now);
  registerExportLimitRoutes(app, { office: store.office, staffOnly: guard, now: options.now });
  registerPaymentRoutes(app, { office: store.office, staffOnly: guard, now: options.now, linkSecret: options.paymentLinkSecret });
  await registerContentRoutes(app, { office: store.office, staffOnly: guard, now: options.now, imagesDir: options.imagesDir });
  await registerTeacherRoutes(app, { office: store.office, staffOnly: guard, now: options.now, imagesDir: options.imagesDir });
}
