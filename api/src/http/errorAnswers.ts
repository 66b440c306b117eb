import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { RequestError } from '../validation/RequestError';

// Every error answer of every listener: one `{error, requestId}` shape with a plain sentence,
// whether our code refused, fastify refused, the database is away, or Node could not read the request.

export const RATE_LIMIT_MESSAGE = 'Too many requests from your address. Please wait a minute and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const DATABASE_AWAY_MESSAGE = 'Our database is not answering just now. Please try again in a moment.';

/**
 * Whether an error says the database cannot be reached (refused, reset, shutting down, starting,
 * or no connection within the pool's wait): the request may succeed if it is sent again.
 */
function databaseAway(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'].includes(code)
  )
    return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message);
}
const MEDIA_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** Fastify's own failures (bad JSON, size, media type) in our `{error}` shape with a plain sentence. */
function frameworkError(error: FastifyError): RequestError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new RequestError(413, 'The request body is larger than 16 KB.');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
    return new RequestError(415, MEDIA_TYPE_MESSAGE);
  }
  if (error.code === 'FST_ERR_BAD_URL') return new RequestError(400, 'The address of the request is not valid.');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new RequestError(414, 'The address of the request is too long.');
  if (error.statusCode === 429) return new RequestError(429, RATE_LIMIT_MESSAGE);
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new RequestError(400, 'The request body is not valid JSON.');
  }
  if (error.statusCode === 400) return new RequestError(400, 'The request could not be read.');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new RequestError(400, 'The request could not be read.');
  }
  return null;
}

/** Every error answer: the sentence, anything the refusal adds, and the id its log lines carry. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | Error): FastifyReply {
  const refusal = error instanceof RequestError ? error : frameworkError(error as FastifyError);
  // Set here too: an error fastify meets before routing skips the onSend hook.
  reply.header('X-Request-Id', request.id);
  if (refusal) {
    return reply.code(refusal.status).send({ error: refusal.message, ...refusal.extra, requestId: request.id });
  }
  if (databaseAway(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('Retry-After', '5').send({ error: DATABASE_AWAY_MESSAGE, requestId: request.id });
  }
  // The stack goes to the log, never to the client.
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: SERVER_ERROR_MESSAGE, requestId: request.id });
}

/**
 * A request Node could not even read as HTTP (malformed, headers too large, too slow): answered
 * in the same `{error, requestId}` shape when the socket can still take it, then closed.
 */
export function clientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  const requestId = randomUUID();
  const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const [status, reason, message] = timedOut
    ? [408, 'Request Timeout', 'The request took too long to arrive.']
    : error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : [400, 'Bad Request', 'The request could not be read.'];
  this.log.info({ reqId: requestId, code: error.code, status }, 'client error');
  if (socket.writable && error.code !== 'ECONNRESET') {
    const body = JSON.stringify({ error: message, requestId });
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
