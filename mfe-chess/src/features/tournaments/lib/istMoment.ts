import moment from 'moment-timezone/moment-timezone';

// moment-timezone's core without its data set, plus the one zone the schedule is written in,
// so the bundle carries Asia/Kolkata's rules only (the full data is ~90 KB gzip more).
// Packed from moment-timezone's data/packed/latest.json (tzdata 2026f).
const ASIA_KOLKATA_PACKED =
  'Asia/Kolkata|LMT HMT MMT IST +0630|-5R.s -5R.k -5l.a -5u -6u|01234343|-4Fg5R.s BKo0.8 1rDcw.a 1r2LP.a 1un0 HB0 7zX0|15e6';

export const IST_ZONE = 'Asia/Kolkata';
if (!moment.tz.zone(IST_ZONE)) moment.tz.add(ASIA_KOLKATA_PACKED);

export { moment };
