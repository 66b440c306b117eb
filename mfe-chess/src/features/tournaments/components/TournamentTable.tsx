import { TOURNAMENT_COLUMNS, TOURNAMENTS_CAPTION } from '../../../content/tournamentCopy';
import { scheduleOrder } from '../lib/scheduleOrder';
import type { Tournament } from '../lib/toTournaments';
import { TournamentRow } from './TournamentRow';
import { StyledScheduleTable, StyledTable } from './styled';

/**
 * The schedule table, part of the page at every width (no box scrolling inside the scrolling
 * page): live and upcoming tournaments first, then the finished ones; on a wide screen the header
 * row sticks under the site's header while the rows go by. docs/decisions/phone-tournament-list.md.
 */
export function TournamentTable({ tournaments, now }: { tournaments: Tournament[]; now: Date }) {
  return (
    <StyledScheduleTable role="region" aria-label={TOURNAMENTS_CAPTION}>
      <StyledTable>
        <caption className="visually-hidden">{TOURNAMENTS_CAPTION}</caption>
        <thead>
          <tr>
            {TOURNAMENT_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scheduleOrder(tournaments, now).map((tournament) => (
            <TournamentRow key={`${tournament.start.getTime()}-${tournament.ist}`} tournament={tournament} now={now} />
          ))}
        </tbody>
      </StyledTable>
    </StyledScheduleTable>
  );
}
