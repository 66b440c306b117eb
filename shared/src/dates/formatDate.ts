// en-GB calendar formats used in rows and e-mails (registration and application dates are en-GB).
// Pure functions of a Date in the browser's own time zone, so the caller decides "now".

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'DD/MM/YYYY', e.g. 05/01/2026. */
export function formatDateEnGb(date: Date): string {
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** 24-hour 'HH:mm:ss', as en-GB writes a time, e.g. 09:07:03. */
export function formatTimeEnGb(date: Date): string {
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

/** The calendar day of `date` in the browser's own time zone, as the API writes days: 'YYYY-MM-DD'. */
export function localIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** A 'YYYY-MM-DD' day as people here write it, 'DD/MM/YYYY' (the text unchanged when it is no such day). */
export function isoDayEnGb(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}
