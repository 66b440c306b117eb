import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@academy/contracts/office-rules';

// CORS per route family: the public routes keep their site origins without credentials; the
// /office routes allow credentials for the office's origin alone (any other origin gets no
// Access-Control-Allow-Origin, so its browser keeps the answer from it).

export const isOfficePath = (url: string): boolean => url === '/office' || url.startsWith('/office/') || url.startsWith('/office?');

export function corsDelegator(publicOrigins: string[], officeOrigin: string) {
  const publicOptions = {
    origin: publicOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // The site's writes carry an Idempotency-Key and read whether the answer was replayed.
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed'],
  };
  const officeOptions = {
    origin: [officeOrigin],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A record's PATCH names the version it was read at (If-Match); its GET answers that version (ETag).
    allowedHeaders: ['Content-Type', CSRF_HEADER, 'If-Match'],
    exposedHeaders: ['ETag'],
  };
  return (request: FastifyRequest, callback: (error: Error | null, options: object) => void): void => {
    callback(null, isOfficePath(request.url) ? officeOptions : publicOptions);
  };
}
