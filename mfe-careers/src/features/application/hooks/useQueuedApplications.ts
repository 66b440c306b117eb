import { API_PATHS } from '@academy/contracts/records/api-paths';
import type { ApplicationCreated } from '@academy/contracts/records';
import { useQueuedSubmissions } from '@academy/shared/submissions';

/**
 * Applications saved on this device, for a page without the form: sent when the page opens and
 * on every `online` event, each number handed to `onSent`. A refused one stays on the device for
 * the application form, which shows the refusal.
 */
export function useQueuedApplications(onSent: (applicationNumber: string) => void) {
  return useQueuedSubmissions<ApplicationCreated>(API_PATHS.applications, {
    onSent: (_item, { data }) => onSent(data.applicationNumber),
    onRefused: () => undefined,
  });
}
