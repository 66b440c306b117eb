import { useCallback } from 'react';
import { useClock, useConfig } from '@academy/shared';
import { createRegistration } from '../api/createRegistration';
import { sendRegistrationEmails } from '../api/sendRegistrationEmails';
import { registrantEmailParams, teamEmailParams } from '../lib/registrationEmails';
import type { RegistrationValues } from '../lib/registrationValues';

/**
 * `register(values)`: one call stores the registration under the number the server issues,
 * then the two e-mails go out without being waited for. Resolves with the registration number
 * once the row is stored; rejects when it is not.
 */
export function useRegistration(): (values: RegistrationValues) => Promise<string> {
  const config = useConfig();
  const clock = useClock();

  return useCallback(
    async (values: RegistrationValues) => {
      const { registrationNumber } = await createRegistration(values);
      const facts = { email: values.email, course: values.course, registrationNumber };
      void sendRegistrationEmails(config.email, registrantEmailParams(facts, config), teamEmailParams(facts, clock.now()));
      return registrationNumber;
    },
    [clock, config],
  );
}
