import { useCallback } from 'react';
import { useClock, useConfig } from '@academy/shared';
import { getCounter } from '../api/getCounter';
import { bumpCounter } from '../api/bumpCounter';
import { createRegistration } from '../api/createRegistration';
import { sendRegistrationEmails } from '../api/sendRegistrationEmails';
import { formatRegistrationNumber, issueRegistrationNumber } from '../lib/issueRegistrationNumber';
import { buildRegistrationRow } from '../lib/buildRegistrationRow';
import { registrantEmailParams, teamEmailParams } from '../lib/registrationEmails';
import type { RegistrationValues } from '../lib/registrationValues';

/**
 * `register(values)` runs SPEC §7 "Registration": take the next counter value (compare-and-set
 * with retries), store the row, then send the two e-mails without waiting for them. Resolves
 * with the registration number once the row is stored; rejects when it is not.
 */
export function useRegistration(): (values: RegistrationValues) => Promise<string> {
  const config = useConfig();
  const clock = useClock();

  return useCallback(
    async (values: RegistrationValues) => {
      const issued = await issueRegistrationNumber({ read: () => getCounter(), bump: (next) => bumpCounter(next) });
      const registrationNumber = formatRegistrationNumber(issued);
      const now = clock.now();
      await createRegistration(buildRegistrationRow(values, registrationNumber, now), values.website);

      const facts = { email: values.email, course: values.course, registrationNumber };
      void sendRegistrationEmails(config.email, registrantEmailParams(facts, config), teamEmailParams(facts, now));
      return registrationNumber;
    },
    [clock, config],
  );
}
