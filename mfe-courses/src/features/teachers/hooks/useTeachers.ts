import { startTransition, useEffect, useState } from 'react';
import { useClock } from '@academy/shared';
import type { PublicTeacher } from '@academy/contracts/records';
import { getTeachers } from '../api/getTeachers';

export type TeachersState = { status: 'loading' } | { status: 'loaded'; teachers: PublicTeacher[] } | { status: 'failed' };

/** Loads the teachers once on mount. */
export function useTeachers(): TeachersState {
  const [state, setState] = useState<TeachersState>({ status: 'loading' });
  const clock = useClock();
  useEffect(() => {
    let current = true;
    getTeachers(() => clock.now()).then(
      // A transition: the section appearing never holds up what the visitor is doing.
      (teachers) => current && startTransition(() => setState({ status: 'loaded', teachers })),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [clock]);
  return state;
}
