import { OFFICE_DEMO_PATHS, funnelSchema } from '@academy/contracts/office-rules';
import type { Funnel } from '@academy/contracts/office-rules';
import { apiUrl, officeApi } from '../../../lib/officeApi';

export interface FunnelFilters {
  from: string;
  to: string;
  /** A course as registrations name it ('Chess', 'Other'); '' for all. */
  course: string;
}

const search = ({ from, to, course }: FunnelFilters): string =>
  new URLSearchParams(Object.entries({ from, to, course }).filter(([, value]) => value !== '')).toString();

/** The funnel per ISO week and course, read with its contract's schema. */
export async function getFunnel(filters: FunnelFilters): Promise<Funnel> {
  return funnelSchema.parse((await officeApi.get<unknown>(`${OFFICE_DEMO_PATHS.funnel}?${search(filters)}`)).data);
}

/** The same as a CSV file: a plain link the browser downloads with the session cookie (a manager's). */
export const funnelCsvUrl = (filters: FunnelFilters): string => apiUrl(`${OFFICE_DEMO_PATHS.funnel}.csv?${search(filters)}`);
