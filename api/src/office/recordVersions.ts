import type { FastifyReply } from 'fastify';
import { RECORD_CHANGED_MESSAGE, VERSION_REQUIRED_MESSAGE } from '@academy/contracts/office-rules';
import { RequestError } from '../validation/RequestError';

// The version a change to an office record must name (If-Match), shared by the staff's edits
// and the corrections. A record's version is raised by every write (store/recordRows.ts), so a
// tag names one moment of the record. `*` ("any version") is refused: it is exactly the save
// that overwrites what someone else changed, which the check exists to stop.

/** A stored record's version as an HTTP entity tag, strong. */
export const etagOf = (version: string | undefined): string => `"${version ?? ''}"`;

/** The tags of an If-Match header, `*` dropped; a weak tag stays, and never matches (RFC 9110, 13.1.1). */
const namedTags = (ifMatch: string | undefined): string[] =>
  (ifMatch ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && tag !== '*');

/**
 * Throws 428 when If-Match names no version (missing, empty, `*`), and 412 with the current ETag
 * when none of its tags is the record's version now.
 */
export function requireVersion(reply: FastifyReply, ifMatch: string | undefined, version: string | undefined): void {
  const tags = namedTags(ifMatch);
  if (tags.length === 0) throw new RequestError(428, VERSION_REQUIRED_MESSAGE);
  if (!tags.includes(etagOf(version))) throw changedSince(reply, version);
}

/** The 412 of a record changed since `version` was read, with the record's current ETag. */
export function changedSince(reply: FastifyReply, version: string | undefined): RequestError {
  void reply.header('etag', etagOf(version));
  return new RequestError(412, RECORD_CHANGED_MESSAGE);
}
