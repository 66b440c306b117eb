// Calendar days: the original sheet's en-GB 'DD/MM/YYYY' and ISO 'YYYY-MM-DD'. India's calendar
// and clock are @academy/contracts/time's.

const DDMMYYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 'DD/MM/YYYY' to 'YYYY-MM-DD', or null when it is not a real calendar day. */
export function ddmmyyyyToIso(value: string): string | null {
  const match = DDMMYYYY.exec(value);
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? `${yyyy}-${mm}-${dd}` : null;
}

/** The UTC calendar day of `date` as 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
