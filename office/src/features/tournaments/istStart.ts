// The tournament form's date and time pickers give YYYY-MM-DD and HH:MM (24 h); the store and
// the public page read the IST start as DD/MM/YYYY hh:mm AM|PM.

/** `2026-11-23` and `19:05` → `23/11/2026 07:05 PM`; '' while either is missing. */
export function toIstStart(day: string, time: string): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})/.exec(time);
  if (!d || !t) return '';
  const hours = Number(t[1]);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${d[3]}/${d[2]}/${d[1]} ${String(twelve).padStart(2, '0')}:${t[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The reverse, to fill the pickers when a tournament is edited. */
export function fromIstStart(start: string): { day: string; time: string } {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(start);
  if (!m) return { day: '', time: '' };
  const hours = (Number(m[4]) % 12) + (m[6] === 'PM' ? 12 : 0);
  return { day: `${m[3]}-${m[2]}-${m[1]}`, time: `${String(hours).padStart(2, '0')}:${m[5]}` };
}
