import { useEffect, useRef, useState } from 'react';
import { TOURNAMENT_COLUMNS, TOURNAMENTS_CAPTION } from '../../../content/tournamentCopy';
import type { Tournament } from '../lib/toTournaments';
import { TournamentRow } from './TournamentRow';
import { StyledScrollBox, StyledTable } from './styled';

/** The schedule table in its scroll box; the header row sticks while the rows scroll. */
export function TournamentTable({ tournaments, now }: { tournaments: Tournament[]; now: Date }) {
  const boxRef = useRef<HTMLDivElement>(null);

  // Open at the first tournament that is not finished (finished ones stay above, a scroll away),
  // so a phone shows what is live or next without hunting for it.
  useEffect(() => {
    const box = boxRef.current;
    const next = box?.querySelector<HTMLElement>('tbody tr:not([data-phase="past"])');
    if (box && next) box.scrollTop = next.offsetTop - (box.querySelector('thead')?.offsetHeight ?? 0);
  }, []);

  // On a phone the list is part of the page and does not scroll by itself (see
  // docs/decisions/phone-tournament-list.md): then it is no tab stop.
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => setScrolls(box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(update);
    observer.observe(box);
    update();
    return () => observer.disconnect();
  }, []);

  return (
    // When the box scrolls, keyboard users must be able to focus it.
    <StyledScrollBox ref={boxRef} role="region" aria-label={TOURNAMENTS_CAPTION} tabIndex={scrolls ? 0 : undefined}>
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
