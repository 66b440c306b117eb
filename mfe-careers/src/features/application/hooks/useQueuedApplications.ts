import { useQueuedSubmissions } from '@academy/shared/submissions';
import type { QueuedSubmission } from '@academy/shared/submissions';
import { ANY_POSITION } from '../lib/applicationEmails';
import { applicationFrom } from '../lib/applicationValues';
import { useApplicationEmails } from './useApplication';

export interface QueuedApplicationHandlers {
  /** A saved application went through: its number. */
  onSent(applicationNumber: string): void;
  /** The server refused a saved application: its message, its fields' messages and the typed values. */
  onRefused(item: QueuedSubmission): void;
}

/**
 * Applications saved on this device while offline (the shared offline queue), with the position
 * applied for: sent when the form opens and on every `online` event, each with its two e-mails
 * once. A refused one is handed back (also on a later visit) so the person can correct it.
 */
export function useQueuedApplications(handlers: QueuedApplicationHandlers) {
  const sendEmails = useApplicationEmails();
  return useQueuedSubmissions<{ applicationNumber: string }>('/applications', {
    onSent: (item, { data }) => {
      sendEmails(data.applicationNumber, applicationFrom(item.body), item.context?.position ?? ANY_POSITION);
      handlers.onSent(data.applicationNumber);
    },
    onRefused: (item) => handlers.onRefused(item),
  });
}
