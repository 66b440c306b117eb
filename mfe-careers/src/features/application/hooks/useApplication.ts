import { useCallback } from 'react';
import { useClock, useConfig } from '@academy/shared';
import type { ApplicationInput } from '@academy/shared';
import { createApplication } from '../api/createApplication';
import { sendApplicationEmails } from '../api/sendApplicationEmails';
import { applicantEmailParams, teamEmailParams } from '../lib/applicationEmails';

export interface ApplicationAttempt {
  /** The submission's Idempotency-Key, made when Apply was pressed. */
  key: string;
  /** Called before each retry, so the form can say it is still trying. */
  onRetry?: (retry: number) => void;
  /** The waits between retries; none when the browser says it is offline. */
  delays?: readonly number[];
}

/** Sends an application's two e-mails without waiting for them: once, on its first confirmed success. */
export function useApplicationEmails(): (applicationNumber: string, values: ApplicationInput, position: string) => void {
  const config = useConfig();
  const clock = useClock();
  return useCallback(
    (applicationNumber: string, values: ApplicationInput, position: string) => {
      const facts = { applicationNumber, position, name: values.name, email: values.email, expertIn: values.expertIn, level: values.level, yoe: values.yoe };
      void sendApplicationEmails(config.email, applicantEmailParams(facts, config), teamEmailParams(facts, clock.now()));
    },
    [clock, config],
  );
}

/**
 * `apply(values, position, attempt)` stores the application with one call (retried with the
 * same key while the connection fails), then sends the two e-mails. Resolves with the application
 * number; rejects when the server refused or could not be reached (a 409 means the e-mail has
 * applied before).
 */
export function useApplication(): (values: ApplicationInput, position: string, attempt: ApplicationAttempt) => Promise<string> {
  const clock = useClock();
  const sendEmails = useApplicationEmails();

  return useCallback(
    async (values: ApplicationInput, position: string, attempt: ApplicationAttempt) => {
      const applicationNumber = await createApplication(values, { key: attempt.key, clock, onRetry: attempt.onRetry, ...(attempt.delays ? { delays: attempt.delays } : {}) });
      sendEmails(applicationNumber, values, position);
      return applicationNumber;
    },
    [clock, sendEmails],
  );
}
