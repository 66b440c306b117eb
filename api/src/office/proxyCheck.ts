import type { FastifyInstance, FastifyRequest } from 'fastify';

// A proxy in front of the API with TRUST_PROXY unset makes every visitor the proxy's address,
// so all of them would share one sign-in count: a stranger's failures would then stop staff.
// The API says so once in its log; in production the office's sign-in refuses such requests.
// A proxy on the same machine that sends no forwarding header at all (nginx's plain proxy_pass)
// does the same from a loopback address: in production the sign-in refuses those too
// (docs/decisions/proxies.md).

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export const UNTRUSTED_PROXY_MESSAGE =
  'Signing in is switched off: this request came through a proxy, but the API is not told to trust it. ' +
  'The operator must set TRUST_PROXY to the addresses of the proxies in front of the API.';

export const LOOPBACK_PROXY_MESSAGE =
  'Signing in is switched off: this request came from a proxy on the server itself that did not say who sent it. ' +
  'The operator must have the proxy send X-Forwarded-For (the generated nginx config does) and name it in TRUST_PROXY.';

const LOOPBACK = /^(::1|(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i;

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

/**
 * The sentence the office's sign-in refuses this request with (production only), or null: a
 * forwarded request while no proxy is trusted, or a request whose address is still a loopback
 * one (a same-host proxy that sent no forwarding header, or one TRUST_PROXY does not name).
 */
export function untrustedProxyProblem(
  request: FastifyRequest,
  trustProxy: boolean | number | string | undefined,
  production: boolean,
): string | null {
  if (!production) return null;
  if (untrusted(trustProxy) && forwarded(request)) return UNTRUSTED_PROXY_MESSAGE;
  return LOOPBACK.test(request.ip) ? LOOPBACK_PROXY_MESSAGE : null;
}
