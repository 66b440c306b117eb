import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { failureStatus } from '@academy/shared';
import type { StaffRole } from '@academy/contracts/office-rules';
import { officeApi } from './officeApi';

// Who is signed in. On load the office asks the API (GET /office/me); the cookie is HttpOnly, so
// only the API knows. The session's token goes to the client for every state-changing call.

export interface Staff {
  email: string;
  csrfToken: string;
  /** What the account may do: the office hides a manager's tasks from a desk account. */
  role?: StaffRole;
}

type SessionState =
  { kind: 'checking' } | { kind: 'signed-out'; expired: boolean } | { kind: 'signed-in'; staff: Staff } | { kind: 'failed' };

interface SessionValue {
  state: SessionState;
  signedIn: (staff: Staff) => void;
  signOut: () => Promise<void>;
  /** A call answered 401: the session ended (idle for 12 hours, or signed out elsewhere). */
  expired: () => void;
  retry: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    officeApi.get<Staff>('/office/me').then(
      (response) => {
        if (!live) return;
        officeApi.setCsrfToken(response.data.csrfToken);
        setState({ kind: 'signed-in', staff: response.data });
      },
      (error: unknown) => {
        if (live) setState(failureStatus(error) === 401 ? { kind: 'signed-out', expired: false } : { kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const signedIn = useCallback((staff: Staff) => {
    officeApi.setCsrfToken(staff.csrfToken);
    setState({ kind: 'signed-in', staff });
  }, []);
  const signOut = useCallback(async () => {
    await officeApi.delete('/office/session').catch((error: unknown) => {
      if (failureStatus(error) !== 401) throw error;
    });
    officeApi.setCsrfToken(null);
    setState({ kind: 'signed-out', expired: false });
  }, []);
  const expired = useCallback(() => {
    officeApi.setCsrfToken(null);
    setState({ kind: 'signed-out', expired: true });
  }, []);
  const retry = useCallback(() => {
    setState({ kind: 'checking' });
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo(() => ({ state, signedIn, signOut, expired, retry }), [state, signedIn, signOut, expired, retry]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider.');
  return value;
}
