import { EmptyState, LoadingBlock, OfflineAsOf } from '@academy/shared';
import { TOURNAMENTS_EMPTY, TOURNAMENTS_FAILED, TOURNAMENTS_LOADING, TOURNAMENTS_KEPT } from '../../../content/tournamentCopy';
import { LoadFailure } from '../../../lib/LoadFailure';
import { useNow } from '../../../lib/useNow';
import { useTournaments } from '../hooks/useTournaments';
import { TournamentLegend } from './TournamentLegend';
import { TournamentTable } from './TournamentTable';
import { TournamentEventsJsonLd } from './TournamentEventsJsonLd';
import { StyledScheduleFrame, StyledSchedulePlaceholder } from './styled';

/** Statuses are recomputed this often while the page stays open. */
const STATUS_REFRESH_MS = 15_000;

/**
 * The schedule: spinner, then the table, the empty message, or the failure with Retry, each in
 * the same reserved frame so the page below stays put.
 */
export function TournamentSchedule() {
  const { state, retry } = useTournaments();
  const now = useNow(STATUS_REFRESH_MS);

  if (state.status === 'loaded' && state.data.data.length > 0) {
    return (
      <StyledScheduleFrame>
        <OfflineAsOf what={TOURNAMENTS_KEPT} asOf={state.data.offlineAsOf} />
        <TournamentLegend now={now} />
        <TournamentTable tournaments={state.data.data} now={now} />
        <TournamentEventsJsonLd tournaments={state.data.data} now={now} />
      </StyledScheduleFrame>
    );
  }
  return (
    <StyledScheduleFrame>
      <StyledSchedulePlaceholder>
        {state.status === 'loading' && <LoadingBlock label={TOURNAMENTS_LOADING} />}
        {state.status === 'error' && <LoadFailure message={TOURNAMENTS_FAILED} onRetry={retry} />}
        {state.status === 'loaded' && <EmptyState>{TOURNAMENTS_EMPTY}</EmptyState>}
      </StyledSchedulePlaceholder>
    </StyledScheduleFrame>
  );
}
