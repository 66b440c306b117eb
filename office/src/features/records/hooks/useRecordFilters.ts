import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RecordFilters } from '../api/records';
import { orderOfParams, orderParams } from '../lib/listOrder';
import type { ListOrder } from '../lib/listOrder';

// The list's filters, order and page live in the URL, so a filtered view can be bookmarked and shared.

export const FILTER_KEYS = ['q', 'view', 'course', 'status', 'from', 'to'] as const;

export function useRecordFilters(): {
  filters: RecordFilters;
  page: number;
  order: ListOrder;
  /** Applies filters, keeping the order; back to the first page. */
  setFilters: (next: RecordFilters) => void;
  /** Sorts the list, keeping the filters; back to the first page. */
  setOrder: (next: ListOrder) => void;
  setPage: (page: number) => void;
  /** Opens a list's query as a whole (a saved view): its filters and order, first page. */
  setQuery: (query: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as RecordFilters,
    [params],
  );
  const order = useMemo(() => orderOfParams(params), [params]);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const setFilters = useCallback(
    (next: RecordFilters) => {
      const search = new URLSearchParams();
      for (const key of FILTER_KEYS) if (next[key].trim()) search.set(key, next[key].trim());
      for (const [key, value] of Object.entries(orderParams(order))) search.set(key, value);
      setParams(search);
    },
    [order, setParams],
  );
  const setOrder = useCallback(
    (next: ListOrder) => {
      const search = new URLSearchParams(params);
      search.delete('sort');
      search.delete('dir');
      search.delete('page');
      for (const [key, value] of Object.entries(orderParams(next))) search.set(key, value);
      setParams(search);
    },
    [params, setParams],
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
  const setQuery = useCallback((query: string) => setParams(new URLSearchParams(query)), [setParams]);
  return { filters, page, order, setFilters, setOrder, setPage, setQuery };
}
