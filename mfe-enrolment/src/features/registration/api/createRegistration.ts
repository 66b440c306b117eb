import { API_PATHS } from '@academy/contracts/records/api-paths';
import type { RegistrationCreated } from '@academy/contracts/records';
import type { RegistrationInput } from '@academy/shared';
import { postIdempotent } from '@academy/shared/submissions';
import type { IdempotentAnswer, IdempotentPostOptions } from '@academy/shared/submissions';

/**
 * POST /registrations with the form's trimmed values: the server checks them with the same
 * schema as the form, issues the number, stores the registration and queues its two e-mails in
 * one step (the server sends them). `website` is the honeypot, empty for people. Sent with the
 * submission's Idempotency-Key and retried on a dropped connection, so a registration is stored
 * once however often it is resent.
 */
export async function createRegistration(
  values: RegistrationInput,
  options: IdempotentPostOptions,
): Promise<IdempotentAnswer<RegistrationCreated>> {
  return postIdempotent<RegistrationCreated>(API_PATHS.registrations, values, options);
}
