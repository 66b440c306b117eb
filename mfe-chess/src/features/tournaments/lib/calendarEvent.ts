import { istDay, istTime } from '@academy/contracts/time';
import type { Tournament } from './toTournaments';

// An iCalendar file (RFC 5545) for one tournament: one VEVENT, times in UTC so every calendar
// (Google, Outlook, Apple) places it in its owner's zone, CRLF line endings and lines folded
// at 75 octets.

const CRLF = '\r\n';

/** 'YYYYMMDDTHHMMSSZ', the UTC DATE-TIME form. */
function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line so no physical line exceeds 75 octets (UTF-8), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A stable id: the same tournament gives the same UID, so re-importing updates, not duplicates. */
function uidFor(tournament: Tournament): string {
  let hash = 0x811c9dc5;
  for (const char of `${tournament.groupA ?? ''}|${tournament.groupB ?? ''}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `chess-${icsUtc(tournament.start)}-${hash.toString(16).padStart(8, '0')}`;
}

interface CalendarEventOptions {
  /** The brand, e.g. 'GFI Academy'; names the event and the producer. */
  product: string;
  /** The host the UID is scoped to, e.g. 'gfi-academy.example'. */
  domain: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

export function tournamentCalendarEvent(tournament: Tournament, { product, domain, now }: CalendarEventOptions): string {
  const url = tournament.groupA ?? tournament.groupB;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(product)}//Chess Tournaments//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uidFor(tournament)}@${domain}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(tournament.start)}`,
    'DURATION:PT1H',
    `SUMMARY:${escapeText(`${product} chess tournament`)}`,
    `DESCRIPTION:${escapeText(`Starts ${tournament.ist} IST.${url ? ` Join: ${url}` : ''}`)}`,
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** The download's file name, from the start in IST, e.g. 'chess-tournament-2026-11-22-0630pm-ist.ics'. */
export function calendarFileName(tournament: Tournament): string {
  const clock = istTime(tournament.start).replace(/[: ]/g, '').toLowerCase();
  return `chess-tournament-${istDay(tournament.start)}-${clock}-ist.ics`;
}
