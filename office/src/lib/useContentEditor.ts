import { useCallback, useState } from 'react';
import { apiErrorMessage, apiFieldErrors, failureStatus } from '@academy/shared';
import { commonCopy } from '../content/office';
import { useSession } from './session';

// What the content pages share: which item is being edited (or a new one), the outcome of the
// last save or delete as a sentence, and the server's per-field messages.

export function useContentEditor<Row extends { id: string }>(reload: () => void) {
  const { expired } = useSession();
  const [editing, setEditing] = useState<Row | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string, fallback: string): Promise<Record<string, string> | null> => {
      setMessage(null);
      try {
        await action();
        setMessage({ tone: 'success', text: success });
        setEditing(null);
        reload();
        return null;
      } catch (error) {
        if (failureStatus(error) === 401) {
          expired();
          return null;
        }
        setMessage({ tone: 'error', text: apiErrorMessage(error, fallback) });
        return apiFieldErrors(error);
      }
    },
    [expired, reload],
  );

  const remove = useCallback(
    (what: string, action: () => Promise<unknown>, success: string) => {
      if (!window.confirm(commonCopy.confirmDelete(what))) return;
      void run(action, success, commonCopy.deleteFailed);
    },
    [run],
  );
  return { editing, setEditing, message, setMessage, run, remove };
}
