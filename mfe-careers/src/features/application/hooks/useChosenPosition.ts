import { useLocation } from 'react-router-dom';
import { JOB_OPENINGS } from '../../../content/jobOpenings';
import type { ApplicationRouteState } from '../../../lib/routes';

/** The opening whose "Apply Now" led here, or null when the visitor came straight to the form. */
export function useChosenPosition(): string | null {
  const state = useLocation().state as ApplicationRouteState | null;
  const position = state?.position;
  return JOB_OPENINGS.some((opening) => opening.title === position) ? position! : null;
}
