import localDeployment from '@academy/contracts/local-config';

// The local EmailJS stand-in the site's pages and the API's delivery worker send to: the local
// deployment's e-mail origin, a loopback listener of the API's own (EMAIL_OUTBOX_PORT), apart
// from the API's port. GET /outbox lists what it kept.

export const OUTBOX = localDeployment.email.origin;
/** Its port, which playwright.config.ts passes to `npm start` as EMAIL_OUTBOX_PORT. */
export const OUTBOX_PORT = new URL(OUTBOX).port;
