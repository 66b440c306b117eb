import { apiClient, HONEYPOT_FIELD } from '@academy/shared';

/**
 * POST /new-registration {values: [row], website}: stores the 11-cell row. `website` is the
 * honeypot's value (empty for people); the server refuses the request when it is filled.
 */
export async function createRegistration(row: readonly string[], honeypot: string): Promise<void> {
  await apiClient.post('/new-registration', { values: [row], [HONEYPOT_FIELD]: honeypot });
}
