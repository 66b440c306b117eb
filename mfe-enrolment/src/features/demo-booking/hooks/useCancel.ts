import { useState } from 'react';
import { apiErrorMessage } from '@academy/shared';
import { cancelDemo } from '../api/cancelDemo';

/** Cancelling through the manage link: asked first, then one DELETE; a failure is a sentence. */
export function useCancel(token: string, onCancelled: () => void, failedMessage: string) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await cancelDemo(token);
      setAsking(false);
      onCancelled();
    } catch (error) {
      console.error('Cancelling the demo failed:', error);
      setProblem(apiErrorMessage(error, failedMessage));
    } finally {
      setBusy(false);
    }
  };
  return { asking, ask: () => setAsking(true), keep: () => setAsking(false), confirm, busy, problem };
}
