import { useState } from 'react';
import { apiErrorMessage, failureStatus } from '@academy/shared';
import type { DemoUpdate, OfficeDemo } from '@academy/contracts/office-rules';
import { demosCopy as copy } from '../../../content/demos';
import { useSession } from '../../../lib/session';
import { updateDemo } from '../../../lib/demosApi';

export type ChangeOutcome = { kind: 'done'; message: string } | { kind: 'changed-since' } | { kind: 'failed'; message: string };

/** One change of a demo at a time, on the version shown; a 412 asks to reload instead of overwriting. */
export function useDemoChange(onChanged: () => void) {
  const { expired } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);
  const change = async (demo: OfficeDemo, update: DemoUpdate, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      await updateDemo(demo, update);
      setOutcome({ kind: 'done', message: copy.changed(done) });
      onChanged();
    } catch (error) {
      const status = failureStatus(error);
      if (status === 401) expired();
      else if (status === 412) setOutcome({ kind: 'changed-since' });
      else setOutcome({ kind: 'failed', message: apiErrorMessage(error, copy.failed) });
    } finally {
      setBusy(false);
    }
  };
  return { change, busy, outcome, clear: () => setOutcome(null) };
}
