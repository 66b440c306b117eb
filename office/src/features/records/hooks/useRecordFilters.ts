import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordFilters } from '../api/records';

// The list's filters and page live in the URL, so a filtered view can be bookmarked and shared.

export const FILTER_KEYS = ['q', 'view', 'course', 'status', 'from', 'to'] as const;

export function useRecordFilters(): {
  filters: RecordFilters;
  page: number;
  setFilters: (next: RecordFilters) => void;
  setPage: (page: number) => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as RecordFilters,
    [params],
  );
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const setFilters = useCallback(
    (next: RecordFilters) => {
      const search = new URLSearchParams();
      for (const key of FILTER_KEYS) if (next[key].trim()) search.set(key, next[key].trim());
      setParams(search);
    },
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number) => {
      const search = new URLSearchParams(params);
      if (nextPage > 1) search.set('page', String(nextPage));
      else search.delete('page');
      setParams(search);
    },
    [params, setParams],
  );
  return { filters, page, setFilters, setPage };
}
