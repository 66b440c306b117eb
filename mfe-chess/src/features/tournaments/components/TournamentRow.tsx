import { IST_PHONE_LABEL, SUPPORT_LABEL, statusLabel, TOURNAMENT_COLUMNS } from '../../../content/tournamentCopy';
import { formatLocalStart } from '../lib/tournamentTime';
import { groupAction, rowTone, tournamentStatus } from '../lib/tournamentStatus';
import type { Tournament } from '../lib/toTournaments';
import { AddToCalendarButton } from './AddToCalendarButton';
import { GroupLink, NoLink } from './GroupLink';
import { LiveBadge } from './LiveBadge';
import { StyledName, StyledRow, StyledStatus, StyledSupportLink, StyledWhen } from './styled';

const [LOCAL, IST, SUPPORT, GROUP_A, GROUP_B] = TOURNAMENT_COLUMNS;

/** One tournament: its name when it has one, its times, its status in words (and colour), and its links. */
export function TournamentRow({ tournament, now }: { tournament: Tournament; now: Date }) {
  const status = tournamentStatus(now, tournament.start);
  const action = groupAction(status.phase);
  const when = `${tournament.ist} IST`;
  const canAddToCalendar = status.phase === 'upcoming' || status.phase === 'starting-soon';

  return (
    <StyledRow $tone={rowTone(status)} data-phase={status.phase}>
      <td data-label={LOCAL}>
        {tournament.name && <StyledName>{tournament.name}</StyledName>}
        <StyledWhen>
          <strong>{formatLocalStart(tournament.start)}</strong>
          {status.phase === 'live' ? <LiveBadge /> : <StyledStatus>{statusLabel(status.phase, status.today)}</StyledStatus>}
        </StyledWhen>
      </td>
      {/* "Add to calendar" after both times: on a phone's card it no longer sits between them. */}
      <td data-label={IST} data-phone-label={IST_PHONE_LABEL}>
        <StyledWhen>
          <span>{tournament.ist}</span>
          {canAddToCalendar && <AddToCalendarButton tournament={tournament} />}
        </StyledWhen>
      </td>
      <td data-label={SUPPORT} data-linked={tournament.support ? '' : undefined}>
        {tournament.support ? (
          <StyledSupportLink href={tournament.support} target="_blank" rel="noopener noreferrer">
            {SUPPORT_LABEL}
            <span className="visually-hidden">{` for ${when} (opens in a new tab)`}</span>
          </StyledSupportLink>
        ) : (
          <NoLink />
        )}
      </td>
      <td data-label={GROUP_A}>
        <GroupLink href={tournament.groupA} action={action} context={`Group A, ${when}`} />
      </td>
      <td data-label={GROUP_B}>
        <GroupLink href={tournament.groupB} action={action} context={`Group B, ${when}`} />
      </td>
    </StyledRow>
  );
}
