// How the office shows time: staff work in India, so every instant is shown as the academy's
// wall-clock time (IST), whatever the computer's own time zone. The one formatter of the office.

const IST_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An ISO 8601 instant as `DD/MM/YYYY HH:mm` in IST (24-hour), or with `:ss` when asked. Built from
 * the parts, not the formatter's own layout, so the text is the same in every browser.
 */
export function istDateTime(instant: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const parts = Object.fromEntries(IST_PARTS.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const time = `${parts.hour}:${parts.minute}${seconds ? `:${parts.second}` : ''}`;
  return `${parts.day}/${parts.month}/${parts.year} ${time}`;
}

/** A calendar day `YYYY-MM-DD` as staff read it, `DD/MM/YYYY`. */
export function dayText(day: string): string {
  return day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
}
