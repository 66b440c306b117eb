import type { FastifyInstance, FastifyRequest } from 'fastify';

// A proxy in front of the API with TRUST_PROXY unset makes every visitor the proxy's address,
// so all of them would share one sign-in count: a stranger's failures would then stop staff.
// The API says so once in its log; in production the office's sign-in refuses such requests.

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export const UNTRUSTED_PROXY_MESSAGE =
  'Signing in is switched off: this request came through a proxy, but the API is not told to trust it. ' +
  'The operator must set TRUST_PROXY (the number of proxies in front of the API, or their addresses).';

export const forwarded = (request: FastifyRequest): boolean => FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined);

const untrusted = (trustProxy: boolean | number | string | undefined): boolean =>
  trustProxy === undefined || trustProxy === false || trustProxy === 0 || trustProxy === '';

/** Logs the first request that carries forwarding headers while no proxy is trusted; answers whether that is the case. */
export function watchForUntrustedProxy(app: FastifyInstance, trustProxy: boolean | number | string | undefined): void {
  if (!untrusted(trustProxy)) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || !forwarded(request)) return;
    warned = true;
    request.log.warn(
      { header: FORWARDING_HEADERS.find((header) => request.headers[header] !== undefined) },
      'A request carries forwarding headers but TRUST_PROXY is unset: every client behind that proxy shares one address (and one sign-in count). Set TRUST_PROXY.',
    );
  });
}

/** Whether the office's sign-in must refuse this request (production, untrusted proxy). */
export const refuseUntrustedProxy = (
  request: FastifyRequest,
  trustProxy: boolean | number | string | undefined,
  production: boolean,
): boolean => production && untrusted(trustProxy) && forwarded(request);
