import { ACADEMY_ZONE } from '@academy/shared';

// A demo's time as a parent reads it: in their own zone first, and in India's (the academy's)
// beside it, so a parent abroad and the teacher agree on the same instant. Pure functions of the
// instant, the parent's zone and "now" (the injected clock), so tests pin all three.

const timeIn = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true });
const dayIn = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' });
const isoDayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
const zoneNameIn = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });

/** '4:30 PM': en-GB writes 'pm'; the site's times read as 'PM' everywhere else. */
const clockTime = (instant: Date, zone: string) =>
  timeIn(zone)
    .format(instant)
    .replace(/\s?([ap])m$/i, (_m, p: string) => ` ${p.toUpperCase()}M`);

/** The zone's short name at that instant ('GMT', 'CET', 'GMT+4'), as the parent's computer names it. */
function zoneName(instant: Date, zone: string): string {
  return (
    zoneNameIn(zone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone
  );
}

export interface SlotTime {
  /** 'Mon 30 Nov, 4:30 PM GMT' in the parent's zone. */
  local: string;
  /** '4:30 PM GMT': the time of day alone, for a slot listed under its day. */
  time: string;
  /** '10:00 PM IST' (with the day when India's day differs from the parent's). */
  ist: string;
  /** The parent is on India's time: one line says it all. */
  inIndia: boolean;
}

/** When a slot starts, in the parent's zone and in IST. */
export function slotTime(startsAt: string, zone: string): SlotTime {
  const instant = new Date(startsAt);
  const inIndia = zone === ACADEMY_ZONE || zoneName(instant, zone) === zoneName(instant, ACADEMY_ZONE);
  const localDay = isoDayIn(zone).format(instant);
  const indiaDay = isoDayIn(ACADEMY_ZONE).format(instant);
  const istDay = localDay === indiaDay ? '' : `${dayIn(ACADEMY_ZONE).format(instant)}, `;
  const time = `${clockTime(instant, zone)} ${inIndia ? 'IST' : zoneName(instant, zone)}`;
  return {
    local: `${dayIn(zone).format(instant)}, ${time}`,
    time,
    ist: `${istDay}${clockTime(instant, ACADEMY_ZONE)} IST`,
    inIndia,
  };
}

/** '30 min', '1 h', '1 h 30 min'. */
export function slotLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export interface SlotDay<S> {
  /** 'Today', 'Tomorrow' or 'Mon 30 Nov', in the parent's zone. */
  label: string;
  slots: S[];
}

/** Slots grouped by the parent's calendar day, soonest first, days named from `now`. */
export function slotsByDay<S extends { startsAt: string }>(slots: readonly S[], zone: string, now: Date): Array<SlotDay<S>> {
  const day = isoDayIn(zone);
  const today = day.format(now);
  const tomorrow = day.format(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const days = new Map<string, SlotDay<S>>();
  for (const slot of [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const instant = new Date(slot.startsAt);
    const key = day.format(instant);
    const label = key === today ? 'Today' : key === tomorrow ? 'Tomorrow' : dayIn(zone).format(instant);
    const entry = days.get(key) ?? { label, slots: [] };
    entry.slots.push(slot);
    days.set(key, entry);
  }
  return [...days.values()];
}

/** The browser's own zone (the parent's), India's when the browser does not say. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || ACADEMY_ZONE;
}
