import { useClock, useConfig } from '@academy/shared';
import { ADD_TO_CALENDAR } from '../../../content/tournamentCopy';
import { calendarFileName, tournamentCalendarEvent } from '../lib/calendarEvent';
import type { Tournament } from '../lib/toTournaments';
import { StyledCalendarButton } from './styled';

/** Downloads the tournament as an .ics file any calendar app can import. */
export function AddToCalendarButton({ tournament }: { tournament: Tournament }) {
  const clock = useClock();
  const { product, supportEmail } = useConfig();

  function download() {
    const domain = supportEmail.split('@')[1] ?? 'localhost';
    const ics = tournamentCalendarEvent(tournament, { product, domain, now: clock.now() });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = calendarFileName(tournament);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <StyledCalendarButton type="button" onClick={download}>
      {ADD_TO_CALENDAR}
      <span className="visually-hidden">{` for ${tournament.ist} IST`}</span>
    </StyledCalendarButton>
  );
}
