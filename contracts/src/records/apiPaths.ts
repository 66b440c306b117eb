// The paths of the typed calls the site reads, with no zod, so a form that only sends (its rules
// come with @academy/shared/rules) does not load the record schemas to learn where to send
// (`@academy/contracts/records/api-paths`). The office's calls live under `/office/*`; the
// spreadsheet-shaped calls of the original site (`/tournament`, `/puzzles`, `/achievements`,
// `/values`, `/new-registration`, `/applicants`) stay for old clients.

export const API_PATHS = {
  registrations: '/registrations',
  applications: '/applications',
  tournaments: '/v1/tournaments',
  puzzles: '/v1/puzzles',
  achievements: '/v1/achievements',
  teachers: '/v1/teachers',
} as const;

/**
 * The free demo's public calls. A registration's answer carries `demoToken`, a signed token that
 * stands for the registration (docs/decisions/demo-booking.md): `/v1/demo/<token>` shows its
 * booking, `…/booking` books (PUT), moves (PUT again) or cancels (DELETE) it, and
 * `…/calendar.ics` is the booked demo as a calendar event. The site's page is `/demo/<token>`.
 */
export const DEMO_PATHS = {
  slots: '/v1/demo-slots',
  demo: '/v1/demo',
  page: '/demo',
} as const;

const demoBase = (token: string): string => `${DEMO_PATHS.demo}/${encodeURIComponent(token)}`;
/** `GET /v1/demo/<token>`. */
export const demoPath = (token: string): string => demoBase(token);
/** `PUT` and `DELETE /v1/demo/<token>/booking`. */
export const demoBookingPath = (token: string): string => `${demoBase(token)}/booking`;
/** `GET /v1/demo/<token>/calendar.ics`. */
export const demoCalendarPath = (token: string): string => `${demoBase(token)}/calendar.ics`;
/** The site's page where a parent sees, moves or cancels the demo: `/demo/<token>`. */
export const demoPagePath = (token: string): string => `${DEMO_PATHS.page}/${encodeURIComponent(token)}`;
