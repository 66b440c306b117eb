import { useState } from 'react';
import { SavedSubmissionSent } from '@academy/shared/submissions';
import { useQueuedApplications } from '../features/application/hooks/useQueuedApplications';

/**
 * Mounted by the shell on any page but the application page when an application waits on this
 * device: sends it (and its e-mails, once) and shows its number. A refused one stays on the
 * device for the application form, which brings it back to be corrected.
 */
export default function SavedApplicationNotice() {
  const [numbers, setNumbers] = useState<string[]>([]);
  useQueuedApplications({ onSent: (number) => setNumbers((sent) => [...sent, number]), onRefused: () => undefined });
  return <SavedSubmissionSent submission="application" numbers={numbers} onClose={() => setNumbers([])} />;
}
