// The countries the academy serves, with the time zones their families live in (several for the
// United States, Canada and Australia). The Time Converter lists them, and the chess remote's
// zone pack (mfe-chess/scripts/pack-zones.mjs, which reads this file in Node) keeps exactly
// these zones. Plain data with no imports, so Node can load it on its own.

export interface ServedZone {
  /** IANA zone name. */
  zone: string;
  /** How a parent names the zone: a region or its best-known city. */
  place: string;
}

export interface ServedCountry {
  name: string;
  zones: readonly ServedZone[];
}

/** The zone the academy's classes and tournaments are scheduled in. */
export const ACADEMY_ZONE = 'Asia/Kolkata';

export const SERVED_COUNTRIES = [
  { name: 'India', zones: [{ zone: 'Asia/Kolkata', place: 'India' }] },
  {
    name: 'United States',
    zones: [
      { zone: 'America/New_York', place: 'Eastern (New York)' },
      { zone: 'America/Chicago', place: 'Central (Chicago)' },
      { zone: 'America/Denver', place: 'Mountain (Denver)' },
      { zone: 'America/Phoenix', place: 'Arizona (Phoenix)' },
      { zone: 'America/Los_Angeles', place: 'Pacific (Los Angeles)' },
      { zone: 'America/Anchorage', place: 'Alaska (Anchorage)' },
      { zone: 'Pacific/Honolulu', place: 'Hawaii (Honolulu)' },
    ],
  },
  {
    name: 'Canada',
    zones: [
      { zone: 'America/St_Johns', place: 'Newfoundland (St. John’s)' },
      { zone: 'America/Halifax', place: 'Atlantic (Halifax)' },
      { zone: 'America/Toronto', place: 'Eastern (Toronto)' },
      { zone: 'America/Winnipeg', place: 'Central (Winnipeg)' },
      { zone: 'America/Edmonton', place: 'Mountain (Edmonton)' },
      { zone: 'America/Vancouver', place: 'Pacific (Vancouver)' },
    ],
  },
  { name: 'United Kingdom', zones: [{ zone: 'Europe/London', place: 'United Kingdom' }] },
  { name: 'Ireland', zones: [{ zone: 'Europe/Dublin', place: 'Ireland' }] },
  { name: 'Germany', zones: [{ zone: 'Europe/Berlin', place: 'Germany' }] },
  { name: 'United Arab Emirates', zones: [{ zone: 'Asia/Dubai', place: 'United Arab Emirates' }] },
  { name: 'Saudi Arabia', zones: [{ zone: 'Asia/Riyadh', place: 'Saudi Arabia' }] },
  { name: 'Qatar', zones: [{ zone: 'Asia/Qatar', place: 'Qatar' }] },
  { name: 'Oman', zones: [{ zone: 'Asia/Muscat', place: 'Oman' }] },
  { name: 'Kuwait', zones: [{ zone: 'Asia/Kuwait', place: 'Kuwait' }] },
  { name: 'Singapore', zones: [{ zone: 'Asia/Singapore', place: 'Singapore' }] },
  { name: 'Malaysia', zones: [{ zone: 'Asia/Kuala_Lumpur', place: 'Malaysia' }] },
  {
    name: 'Australia',
    zones: [
      { zone: 'Australia/Sydney', place: 'New South Wales & Victoria (Sydney)' },
      { zone: 'Australia/Brisbane', place: 'Queensland (Brisbane)' },
      { zone: 'Australia/Adelaide', place: 'South Australia (Adelaide)' },
      { zone: 'Australia/Darwin', place: 'Northern Territory (Darwin)' },
      { zone: 'Australia/Perth', place: 'Western Australia (Perth)' },
    ],
  },
  { name: 'New Zealand', zones: [{ zone: 'Pacific/Auckland', place: 'New Zealand' }] },
  { name: 'South Africa', zones: [{ zone: 'Africa/Johannesburg', place: 'South Africa' }] },
] as const satisfies readonly ServedCountry[];

/** Every served zone once, in list order. */
export const SERVED_ZONES: readonly string[] = [...new Set(SERVED_COUNTRIES.flatMap((country) => country.zones.map((z) => z.zone)))];
