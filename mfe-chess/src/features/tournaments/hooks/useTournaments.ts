import { useLoad } from '../../../lib/useLoad';
import { getTournaments } from '../api/getTournaments';

export function useTournaments() {
  return useLoad(getTournaments, 'the tournament schedule');
}
