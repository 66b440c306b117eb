import { recordOrderSchema } from '@academy/contracts/office-rules';
import type { RecordSort, SortDirection } from '@academy/contracts/office-rules';

// A list's order as the URL holds it (`sort`, `dir`) and as its column headings show it. Without
// a sort the API answers newest first, which the headings show as Received, descending.

export interface ListOrder {
  /** '' for the API's own order, newest first. */
  sort: RecordSort | '';
  dir: SortDirection;
}

export const NEWEST_FIRST: ListOrder = { sort: '', dir: 'desc' };

/** The order a URL names; one the contract refuses (an old bookmark) is newest first. */
export function orderOfParams(params: URLSearchParams): ListOrder {
  const read = recordOrderSchema.safeParse({ sort: params.get('sort') || undefined, dir: params.get('dir') || undefined });
  if (!read.success || read.data.sort === undefined) return NEWEST_FIRST;
  return { sort: read.data.sort, dir: read.data.dir ?? 'asc' };
}

/** The order as query parameters: nothing for newest first. */
export const orderParams = (order: ListOrder): Record<string, string> => (order.sort === '' ? {} : { sort: order.sort, dir: order.dir });

/** What the list is sorted by in fact: newest first is Received, descending. */
const effective = (order: ListOrder): { sort: RecordSort; dir: SortDirection } =>
  order.sort === '' ? { sort: 'received', dir: 'desc' } : { sort: order.sort, dir: order.dir };

/** A heading pressed: the same column turns round, another one sorts ascending. */
export function nextOrder(order: ListOrder, column: RecordSort): ListOrder {
  const now = effective(order);
  if (now.sort === column) return { sort: column, dir: now.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: 'asc' };
}

/** A heading's aria-sort. */
export function ariaSortOf(order: ListOrder, column: RecordSort): 'ascending' | 'descending' | 'none' {
  const now = effective(order);
  if (now.sort !== column) return 'none';
  return now.dir === 'asc' ? 'ascending' : 'descending';
}
