import { JsonLd, ROUTE_META, eventJsonLd, useConfig } from '@academy/shared';
import { TOURNAMENTS_INTRO, TOURNAMENTS_TITLE } from '../../../content/tournamentCopy';
import { tournamentStatus } from '../lib/tournamentStatus';
import type { Tournament } from '../lib/toTournaments';

/** A schema.org Event for each tournament still to start, so search engines can list them. */
export function TournamentEventsJsonLd({ tournaments, now }: { tournaments: readonly Tournament[]; now: Date }) {
  const config = useConfig();
  const upcoming = tournaments.filter((t) => {
    const { phase } = tournamentStatus(now, t.start);
    return phase === 'upcoming' || phase === 'starting-soon';
  });
  return upcoming.map((t) => (
    <JsonLd
      key={t.start.toISOString()}
      data={eventJsonLd(config, {
        name: `${TOURNAMENTS_TITLE}: ${t.ist} IST`,
        description: TOURNAMENTS_INTRO,
        start: t.start,
        url: t.groupA ?? ROUTE_META.tournament.path,
      })}
    />
  ));
}
