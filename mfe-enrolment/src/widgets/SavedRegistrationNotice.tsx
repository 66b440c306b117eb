import { useState } from 'react';
import { SavedSubmissionSent } from '@academy/shared/submissions';
import { useQueuedRegistrations } from '../features/registration/hooks/useQueuedRegistrations';

/**
 * Mounted by the shell on any page but the registration page when a registration waits on this
 * device: sends it (and its e-mails, once) and shows its number. A refused one stays on the
 * device for the registration form, which brings it back to be corrected.
 */
export default function SavedRegistrationNotice() {
  const [numbers, setNumbers] = useState<string[]>([]);
  useQueuedRegistrations({ onSent: (number) => setNumbers((sent) => [...sent, number]), onRefused: () => undefined });
  return <SavedSubmissionSent submission="registration" numbers={numbers} onClose={() => setNumbers([])} />;
}
