import { EmptyState, LoadingBlock } from '@academy/shared';
import { TOURNAMENTS_EMPTY, TOURNAMENTS_FAILED, TOURNAMENTS_LOADING } from '../../../content/tournamentCopy';
import { LoadFailure } from '../../../lib/LoadFailure';
import { useNow } from '../../../lib/useNow';
import { useTournaments } from '../hooks/useTournaments';
import { TournamentLegend } from './TournamentLegend';
import { TournamentTable } from './TournamentTable';
import { TournamentEventsJsonLd } from './TournamentEventsJsonLd';

/** Statuses are recomputed this often while the page stays open. */
const STATUS_REFRESH_MS = 15_000;

/** The schedule: spinner, then the table, the empty message, or the failure with Retry. */
export function TournamentSchedule() {
  const { state, retry } = useTournaments();
  const now = useNow(STATUS_REFRESH_MS);

  if (state.status === 'loading') return <LoadingBlock label={TOURNAMENTS_LOADING} />;
  if (state.status === 'error') return <LoadFailure message={TOURNAMENTS_FAILED} onRetry={retry} />;
  if (state.data.length === 0) return <EmptyState>{TOURNAMENTS_EMPTY}</EmptyState>;
  return (
    <>
      <TournamentLegend now={now} />
      <TournamentTable tournaments={state.data} now={now} />
      <TournamentEventsJsonLd tournaments={state.data} now={now} />
    </>
  );
}
