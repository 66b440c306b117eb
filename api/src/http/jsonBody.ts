import type { FastifyInstance } from 'fastify';
import { RequestError } from '../validation/RequestError';
import { MAX_BODY_DEPTH, TOO_DEEP_MESSAGE, judgeBody, nestedDeeperThan } from '../validation/bodyRules';

export const NOT_UTF8_JSON_MESSAGE = 'Send the request body as JSON in UTF-8 (Content-Type: application/json).';

/** The charset a Content-Type names, lower case; undefined when it names none. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * JSON in UTF-8 is the only body the API reads (anything else is 415). An empty body reads as
 * "no body" (a DELETE /outbox sent with a JSON content type must work); anything else goes
 * through fastify's own parser and its prototype-poisoning guard, then the rules of every
 * body (validation/bodyRules.ts: nesting depth, one character rule for every string).
 */
export function readJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    let text: string;
    try {
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new Error(charset);
      text = utf8.decode(body as Buffer);
    } catch {
      done(new RequestError(415, NOT_UTF8_JSON_MESSAGE), undefined);
      return;
    }
    if (text === '') {
      done(null, undefined);
      return;
    }
    if (nestedDeeperThan(text, MAX_BODY_DEPTH)) {
      done(new RequestError(400, TOO_DEEP_MESSAGE), undefined);
      return;
    }
    void parseJson(request, text, (error, body) => {
      if (error) return done(error, undefined);
      try {
        done(null, judgeBody(body));
      } catch (refusal) {
        done(refusal as RequestError, undefined);
      }
    });
  });
}
