import type { FastifyInstance } from 'fastify';
import { RequestError } from '../validation/RequestError';

// The API's description (/openapi.json) and its browsable form (/docs) name every route, the
// office's 34 included, with their fields: a map for whoever probes the API. In production they
// are refused unless the operator publishes them on purpose (OPENAPI_PUBLIC=1;
// docs/decisions/proxies.md). Outside production they are how developers read the API.

export const OPENAPI_HIDDEN_MESSAGE = 'The API description is not published here.';

const DESCRIPTION_PATH = /^\/(openapi\.json|docs)(\/|\?|$)/;

/** Whether the description and /docs are served: outside production, or when OPENAPI_PUBLIC=1. */
export const descriptionPublic = (settings: { production?: boolean; openApiPublic?: boolean }): boolean =>
  settings.production !== true || settings.openApiPublic === true;

/** Refuses (404 with a sentence) every request for the description while it is not public. */
export function guardDescription(app: FastifyInstance, settings: { production?: boolean; openApiPublic?: boolean }): void {
  if (descriptionPublic(settings)) return;
  app.addHook('onRequest', async (request) => {
    if (DESCRIPTION_PATH.test(request.url)) throw new RequestError(404, OPENAPI_HIDDEN_MESSAGE);
  });
}
