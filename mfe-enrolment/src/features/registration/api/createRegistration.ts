import { postIdempotent } from '@academy/shared/submissions';
import type { RegistrationInput } from '@academy/shared';
import type { IdempotentAnswer, IdempotentPostOptions } from '@academy/shared/submissions';

export interface CreatedRegistration {
  registrationNumber: string;
  /** The academy's date of the registration (IST), DD/MM/YYYY. */
  date: string;
}

/**
 * POST /registrations with the form's trimmed values: the server checks them with the same
 * schema as the form, then issues the number and stores the row in one step. `website` is the
 * honeypot, empty for people. Sent with the submission's Idempotency-Key and retried on a
 * dropped connection, so a registration is stored once however often it is resent.
 */
export async function createRegistration(
  values: RegistrationInput,
  options: IdempotentPostOptions,
): Promise<IdempotentAnswer<CreatedRegistration>> {
  return postIdempotent<CreatedRegistration>('/registrations', values, options);
}
