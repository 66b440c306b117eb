import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { commonCopy } from '../content/office';

// Text typed and not yet saved (a note) is not lost without a warning: leaving the office's page
// in the app asks first, and closing or reloading the tab gets the browser's own question.

type Mark = (id: string, unsaved: boolean) => void;
const UnsavedContext = createContext<Mark>(() => undefined);

/** Asks before a navigation that would drop `when`'s unsaved text. */
function RouterGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(commonCopy.leaveUnsaved)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  return null;
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const mark = useCallback<Mark>((id, isUnsaved) => {
    setUnsaved((before) => {
      if (before.has(id) === isUnsaved) return before;
      const next = new Set(before);
      if (isUnsaved) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const any = unsaved.size > 0;
  useEffect(() => {
    if (!any) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [any]);
  // Blocking needs a data router (the app's); a test's plain router gets the tab warning only.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return (
    <UnsavedContext.Provider value={mark}>
      {dataRouter && <RouterGuard when={any} />}
      {children}
    </UnsavedContext.Provider>
  );
}

/** Says whether the editor `id` holds unsaved text; leaving the page then asks first. */
export function useUnsavedChange(id: string, unsaved: boolean): void {
  const mark = useContext(UnsavedContext);
  useEffect(() => {
    mark(id, unsaved);
    return () => mark(id, false);
  }, [id, unsaved, mark]);
}
