import { TOURNAMENT_COLUMNS, TOURNAMENTS_CAPTION } from '../../../content/tournamentCopy';
import type { Tournament } from '../lib/toTournaments';
import { TournamentRow } from './TournamentRow';
import { StyledScrollBox, StyledTable } from './styled';

/** The schedule table in its scroll box; the header row sticks while the rows scroll. */
export function TournamentTable({ tournaments, now }: { tournaments: Tournament[]; now: Date }) {
  return (
    // The box scrolls, so keyboard users must be able to focus it.
    <StyledScrollBox role="region" aria-label={TOURNAMENTS_CAPTION} tabIndex={0}>
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
          {tournaments.map((tournament, index) => (
            <TournamentRow key={`${index}-${tournament.ist}`} tournament={tournament} now={now} />
          ))}
        </tbody>
      </StyledTable>
    </StyledScrollBox>
  );
}
