import { parseIstStart } from './tournamentTime';

export interface Tournament {
  /** The IST start as the schedule wrote it. */
  ist: string;
  start: Date;
  support?: string;
  groupA?: string;
  groupB?: string;
}

/** A usable link, or undefined for a missing cell, '-' (none) or anything not http(s). */
function linkOrNone(cell: unknown): string | undefined {
  if (typeof cell !== 'string') return undefined;
  const value = cell.trim();
  return /^https?:\/\/\S+$/i.test(value) ? value : undefined;
}

/**
 * Rows of GET /tournament (an empty first cell, then IST start, support, Group A, Group B) to
 * tournaments. A row whose start is not a 'DD/MM/YYYY hh:mm AM|PM' date is reported and left
 * out, so one bad cell never takes the table down.
 */
export function toTournaments(rows: unknown): Tournament[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown, index) => {
    const cells = Array.isArray(row) ? row : [];
    const ist = typeof cells[1] === 'string' ? cells[1].trim() : '';
    const start = parseIstStart(ist);
    if (!start) {
      console.error(`Tournament row ${index + 1} skipped: "${String(cells[1] ?? '')}" is not a DD/MM/YYYY hh:mm AM|PM date.`);
      return [];
    }
    return [{ ist, start, support: linkOrNone(cells[2]), groupA: linkOrNone(cells[3]), groupB: linkOrNone(cells[4]) }];
  });
}
