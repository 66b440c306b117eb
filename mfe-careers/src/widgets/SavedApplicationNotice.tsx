import { useState } from 'react';
import { SavedSubmissionSent } from '@academy/shared/submissions';
import { useQueuedApplications } from '../features/application/hooks/useQueuedApplications';

/**
 * Mounted by the shell on any page but the application page when an application waits on this
 * device: sends it and shows its number (the server sends its e-mails). A refused one stays on the
 * device for the application form, which shows the refusal.
 */
export default function SavedApplicationNotice() {
  const [numbers, setNumbers] = useState<string[]>([]);
  useQueuedApplications((number) => setNumbers((sent) => [...sent, number]));
  return <SavedSubmissionSent submission="application" numbers={numbers} onClose={() => setNumbers([])} />;
}
