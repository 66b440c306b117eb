import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage, apiFieldErrors, failureStatus } from '@academy/shared';
import { commonCopy } from '../../content/office';
import { useSession } from '../session';

// What the content pages share: which item is being edited (or a new one), the outcome of the
// last save or delete as a sentence, and the server's per-field messages.
//
// Where the keyboard goes: Edit takes it to the form's heading (ContentEditorLayout); Cancel
// brings it back to the Edit button it came from; a save or a delete takes it to the notice that
// says what happened (the button pressed is busy, then gone or disabled, and would leave the
// focus on <body>); a refusal focuses the first field to fix when the form has one, else its
// notice (ContentEditorLayout).

export interface EditorMessage {
  tone: 'error' | 'success';
  text: string;
}

export function useContentEditor<Item>(reload: () => void, formId: string) {
  const { expired } = useSession();
  const [editing, setEditing] = useState<Item | null>(null);
  const [message, setMessage] = useState<EditorMessage | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const edit = useCallback((item: Item) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(item);
  }, []);

  const cancel = useCallback(() => {
    setEditing(null);
    const back = opener.current?.isConnected ? opener.current : document.getElementById(formId);
    opener.current = null;
    back?.focus();
  }, [formId]);

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string, fallback: string): Promise<Record<string, string> | null> => {
      setMessage(null);
      try {
        await action();
        setMessage({ tone: 'success', text: success });
        setEditing(null);
        opener.current = null;
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
  return { editing, edit, cancel, message, run, remove };
}
