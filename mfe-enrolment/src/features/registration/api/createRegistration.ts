import { apiClient } from '@academy/shared';
import type { RegistrationInput } from '@academy/shared';

export interface CreatedRegistration {
  registrationNumber: string;
  /** The academy's date of the registration (IST), DD/MM/YYYY. */
  date: string;
}

/**
 * POST /registrations with the form's trimmed values: the server checks them with the same
 * schema as the form, then issues the number and stores the row in one step. `website` is the
 * honeypot, empty for people.
 */
export async function createRegistration(values: RegistrationInput): Promise<CreatedRegistration> {
  const { data } = await apiClient.post<CreatedRegistration>('/registrations', values);
  return data;
}
