import { officeTournamentsSchema } from '@academy/contracts/records';
import type { TournamentRecord } from '@academy/contracts/records';
import type { TournamentInput } from '@academy/contracts/office-rules';
import { resourceApi } from '../../../lib/resource/resourceApi';
import type { Resource } from '../../../lib/resource/resource';
import { istDateTime } from '@academy/contracts/time';
import { tournamentsCopy as copy } from '../../../content/content';

const linkCell = (link: string | null) => (link ? <a href={link}>{link}</a> : '—');

/** Tournaments: named by their start in IST, listed with their name and links. */
export const tournamentResource = {
  api: resourceApi('tournaments', (data) => officeTournamentsSchema.parse(data).tournaments),
  idOf: (tournament) => String(tournament.id),
  one: (tournament) => copy.one(istDateTime(tournament.startsAt)),
  columns: [
    {
      header: copy.start,
      rowHeader: true,
      cell: (tournament) => <time dateTime={tournament.startsAt}>{istDateTime(tournament.startsAt)}</time>,
    },
    { header: copy.name, cell: (tournament) => tournament.name ?? '—' },
    { header: copy.support, cell: (tournament) => linkCell(tournament.supportLink) },
    { header: copy.groupA, cell: (tournament) => linkCell(tournament.groupALink) },
    { header: copy.groupB, cell: (tournament) => linkCell(tournament.groupBLink) },
  ],
  copy: { ...copy, editHeading: (tournament) => copy.editHeading(istDateTime(tournament.startsAt)) },
} satisfies Resource<TournamentRecord, TournamentInput>;
