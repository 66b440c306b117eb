import { API_PATHS } from '@academy/contracts/records/api-paths';
import type { RegistrationCreated } from '@academy/contracts/records';
import { useQueuedSubmissions } from '@academy/shared/submissions';

/**
 * Registrations saved on this device, for a page without the form: sent when the page opens and
 * on every `online` event, each number handed to `onSent`. A refused one stays on the device for
 * the registration form, which brings it back to be corrected.
 */
export function useQueuedRegistrations(onSent: (registrationNumber: string) => void) {
  return useQueuedSubmissions<RegistrationCreated>(API_PATHS.registrations, {
    onSent: (_item, { data }) => onSent(data.registrationNumber),
    onRefused: () => undefined,
  });
}
