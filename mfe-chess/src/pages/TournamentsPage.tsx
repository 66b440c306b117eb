import { PageMeta, ROUTE_META } from '@academy/shared';
import { TOURNAMENTS_INTRO, TOURNAMENTS_TITLE } from '../content/tournamentCopy';
import { TournamentSchedule } from '../features/tournaments/components/TournamentSchedule';
import { PageSection } from '../lib/PageSection';

/** /tournament, /chess/tournament and /courses/chess/tournament: the "Chess Tournaments" schedule. */
export default function TournamentsPage() {
  return (
    <PageSection title={TOURNAMENTS_TITLE} intro={TOURNAMENTS_INTRO}>
      <PageMeta {...ROUTE_META.tournament} />
      <TournamentSchedule />
    </PageSection>
  );
}
