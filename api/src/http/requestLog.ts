import type { FastifyRequest } from 'fastify';

// What the request log says of a request. An office address's query string holds what staff
// searched for (a parent's name, an e-mail, a mobile number) or whose data was asked for; the
// log keeps such lines for as long as its collector does, out of reach of an erasure, so it
// never gets the query. The audit log records an export's search with its terms hashed
// (office/searchTerms.ts).

/** Whether a path is the office's, however a client spelled it (case, repeated or encoded slashes). */
function officePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as sent.
  }
  return /^\/+office(\/|$)/i.test(decoded);
}

/** The URL as logged: an office URL's query string becomes `?…`, so the log shows one was sent but not what it said. */
function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const path = url.slice(0, query);
  return officePath(path) ? `${path}?…` : url;
}

/** Fastify's request serializer with the URL as loggedUrl writes it. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
