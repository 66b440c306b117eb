import { useState } from 'react';
import { SavedSubmissionSent } from '@academy/shared/submissions';
import { useQueuedRegistrations } from '../features/registration/hooks/useQueuedRegistrations';

/**
 * Mounted by the shell on any page but the registration page when a registration waits on this
 * device: sends it and shows its number (the server sends its e-mails). A refused one stays on the
 * device for the registration form, which brings it back to be corrected.
 */
export default function SavedRegistrationNotice() {
  const [numbers, setNumbers] = useState<string[]>([]);
  useQueuedRegistrations((number) => setNumbers((sent) => [...sent, number]));
  return <SavedSubmissionSent submission="registration" numbers={numbers} onClose={() => setNumbers([])} />;
}
