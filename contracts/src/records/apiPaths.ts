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
