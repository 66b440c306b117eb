import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Each request's id: the one a proxy or client sent in X-Request-Id (nginx's $request_id, a
// load balancer's trace id), so one id follows the request through every log, or a new UUID.
// Only a short plain token is taken as it is: anything else could forge log lines or carry
// personal data into them.

const USABLE = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && USABLE.test(sent) ? sent : randomUUID();
}
