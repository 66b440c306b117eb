import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Store } from '../store/Store';
import type { MessageSettings } from '../email/emailMessages';
import { staffOnly } from '../office/officeAuth';
import { registerPublicDemoRoutes } from './publicRoutes';
import { registerOfficeSlotRoutes } from './officeSlotRoutes';
import { registerOfficeDemoRoutes } from './officeDemoRoutes';

// The free demo as one encapsulated Fastify plugin (the aggregate's folder holds its routes, its
// repository over the store's query runner and its tables), registered by server.ts in one line.
// Its routes inherit the API's error answers, CORS, write limit and the office's cookies.

export interface DemosPluginOptions {
  store: Store;
  now: () => Date;
  /** The HMAC key of the demo tokens: the payment links' (office/paymentLinks.ts). */
  linkSecret: string;
  messages: MessageSettings;
}

export interface DemosOptions extends DemosPluginOptions {
  staffOnly: preValidationAsyncHookHandler;
}

export async function demosPlugin(app: FastifyInstance, options: DemosPluginOptions): Promise<void> {
  const routes: DemosOptions = { ...options, staffOnly: staffOnly(options.store.office, options.now) };
  registerPublicDemoRoutes(app, routes);
  registerOfficeSlotRoutes(app, routes);
  registerOfficeDemoRoutes(app, routes);
}
