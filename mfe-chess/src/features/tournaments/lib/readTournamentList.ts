import { isInstant, isRecord } from '@academy/shared';
import type { TournamentRecord } from '@academy/contracts/records';

// The answer of `GET /v1/tournaments` read without zod, so the schedule's first load does not
// carry the schemas' code. It accepts exactly what the contract's `tournamentListSchema` accepts
// (readTournamentList.test.ts holds the two to the same answers), a copy kept from before
// tournaments had names included.

const isLink = (value: unknown): value is string | null => value === null || typeof value === 'string';

function readTournament(value: unknown): TournamentRecord {
  if (
    isRecord(value) &&
    Number.isSafeInteger(value.id) &&
    (value.name === undefined || isLink(value.name)) &&
    isInstant(value.startsAt) &&
    isLink(value.supportLink) &&
    isLink(value.groupALink) &&
    isLink(value.groupBLink)
  ) {
    const { id, name, startsAt, supportLink, groupALink, groupBLink } = value;
    return { id: id as number, name: name ?? null, startsAt, supportLink, groupALink, groupBLink };
  }
  throw new TypeError('Not a tournament as GET /v1/tournaments answers one.');
}

/** The tournaments of a `GET /v1/tournaments` body, in its order; throws when the body is not one. */
export function readTournamentList(body: unknown): { tournaments: TournamentRecord[] } {
  if (!isRecord(body) || !Array.isArray(body.tournaments)) throw new TypeError('Not an answer of GET /v1/tournaments.');
  return { tournaments: body.tournaments.map(readTournament) };
}
