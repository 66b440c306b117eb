// The staff account the browser tests sign in with: scripts/start.mjs creates it with the staff
// CLI (E2E_STAFF_EMAIL, E2E_STAFF_PASSWORD) in the test API's store before the API starts.

export const OFFICE = 'http://localhost:3006';
export const STAFF_EMAIL = 'e2e-staff@example.com';
export const STAFF_PASSWORD = 'e2e staff password 2026';
