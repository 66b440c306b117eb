import { useCallback } from 'react';
import { useClock, useConfig } from '@academy/shared';
import type { ApplicationInput } from '@academy/shared';
import { createApplication } from '../api/createApplication';
import { sendApplicationEmails } from '../api/sendApplicationEmails';
import { applicantEmailParams, teamEmailParams } from '../lib/applicationEmails';

/**
 * `apply(values, position)` stores the application with one call, then sends the two e-mails
 * without waiting for them. Resolves with the application number; rejects when the server
 * refused or could not be reached (a 409 means the e-mail has applied before).
 */
export function useApplication(): (values: ApplicationInput, position: string) => Promise<string> {
  const config = useConfig();
  const clock = useClock();

  return useCallback(
    async (values: ApplicationInput, position: string) => {
      const applicationNumber = await createApplication(values);
      const facts = { applicationNumber, position, name: values.name, email: values.email, expertIn: values.expertIn, level: values.level, yoe: values.yoe };
      void sendApplicationEmails(config.email, applicantEmailParams(facts, config), teamEmailParams(facts, clock.now()));
      return applicationNumber;
    },
    [clock, config],
  );
}
