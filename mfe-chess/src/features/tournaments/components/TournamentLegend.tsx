import styled from 'styled-components';
import { localZoneNote, TOURNAMENT_LEGEND } from '../../../content/tournamentCopy';
import { localZoneName } from '../lib/tournamentTime';

const StyledLegend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[4]};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const StyledSwatch = styled.span<{ $tone: 'live' | 'today' | 'past' }>`
  width: 1rem;
  height: 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $tone }) => ({ live: theme.color.live, today: theme.color.todaySurface, past: theme.color.dangerSurface })[$tone]};
  box-shadow: ${({ theme, $tone }) => ($tone === 'past' ? `inset ${theme.space[1]} 0 0 ${theme.color.danger}` : 'none')};
`;

/** Which zone the local column is in, and what the row colours mean. */
export function TournamentLegend({ now }: { now: Date }) {
  return (
    <StyledLegend>
      <p>{localZoneNote(localZoneName(now))}</p>
      <ul aria-label="Row colours">
        {TOURNAMENT_LEGEND.map(({ tone, label }) => (
          <li key={tone}>
            <StyledSwatch $tone={tone} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </StyledLegend>
  );
}
