import { useClock, useConfig } from '@academy/shared';
import { useQueuedSubmissions } from '@academy/shared/submissions';
import type { QueuedSubmission } from '@academy/shared/submissions';
import type { CreatedRegistration } from '../api/createRegistration';
import { sendRegistrationEmails } from '../api/sendRegistrationEmails';
import { registrantEmailParams, teamEmailParams } from '../lib/registrationEmails';

export interface QueuedRegistrationHandlers {
  /** A saved registration went through: its number. */
  onSent(registrationNumber: string): void;
  /** The server refused a saved registration: its message, its fields' messages and the typed values. */
  onRefused(item: QueuedSubmission): void;
}

/**
 * Registrations saved on this device while offline (the shared offline queue): sent when the
 * page opens and on every `online` event, and each sent one gets its two e-mails once. A refused
 * one is handed back (also on a later visit) so the person can correct it.
 */
export function useQueuedRegistrations(handlers: QueuedRegistrationHandlers) {
  const config = useConfig();
  const clock = useClock();
  return useQueuedSubmissions<CreatedRegistration>('/registrations', {
    onSent: (item, { data }) => {
      const facts = { email: item.body.email ?? '', course: item.body.course ?? '', registrationNumber: data.registrationNumber };
      void sendRegistrationEmails(config.email, registrantEmailParams(facts, config), teamEmailParams(facts, clock.now()));
      handlers.onSent(data.registrationNumber);
    },
    onRefused: (item) => handlers.onRefused(item),
  });
}
