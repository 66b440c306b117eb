import { useCallback } from 'react';
import { useClock, useConfig } from '@academy/shared';
import { createRegistration } from '../api/createRegistration';
import { sendRegistrationEmails } from '../api/sendRegistrationEmails';
import { registrantEmailParams, teamEmailParams } from '../lib/registrationEmails';
import type { RegistrationValues } from '../lib/registrationValues';

export interface RegistrationAttempt {
  /** The submission's Idempotency-Key, made when the button was pressed. */
  key: string;
  /** Called before each retry, so the form can say it is still trying. */
  onRetry?: (retry: number) => void;
  /** The waits before each retry; none when the browser already says it is offline. */
  delays?: readonly number[];
}

/**
 * `register(values, attempt)`: one call stores the registration under the number the server
 * issues (retried with the same key while the connection fails), then the two e-mails go out
 * without being waited for, once: on this submission's first confirmed success. Resolves with
 * the registration number once the row is stored; rejects when it is not.
 */
export function useRegistration(): (values: RegistrationValues, attempt: RegistrationAttempt) => Promise<string> {
  const config = useConfig();
  const clock = useClock();

  return useCallback(
    async (values: RegistrationValues, attempt: RegistrationAttempt) => {
      const { data } = await createRegistration(values, { ...attempt, clock });
      const { registrationNumber } = data;
      const facts = { email: values.email, course: values.course, registrationNumber };
      void sendRegistrationEmails(config.email, registrantEmailParams(facts, config), teamEmailParams(facts, clock.now()));
      return registrationNumber;
    },
    [clock, config],
  );
}
