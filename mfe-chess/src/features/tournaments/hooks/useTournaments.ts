import { useCallback } from 'react';
import { useClock } from '@academy/shared';
import { useLoad } from '../../../lib/useLoad';
import { getTournaments } from '../api/getTournaments';

export function useTournaments() {
  const clock = useClock();
  const load = useCallback(() => getTournaments(() => clock.now()), [clock]);
  return useLoad(load, 'the tournament schedule');
}
