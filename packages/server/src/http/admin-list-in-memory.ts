/**
 * A back-office list over rows already read whole (courses, resources, banners, help texts:
 * tens of rows, read by their feature's repository): searched, sorted by a known name and paged
 * here, so the list answers the same AdminListQuery as the SQL-backed ones
 * (contract admin-list-query.ts). Sort names map to functions in code, never to a column.
 */
import type { Page, SortOrder } from '@savdo/contract';

export interface InMemoryList<T, S extends string> {
  /** The texts a search looks in (every language's title, ...). */
  text: (row: T) => (string | null | undefined)[];
  sorts: Record<S, (row: T) => string | number | null>;
  sort: S;
  order: SortOrder;
}

export function pageInMemory<T, S extends string>(
  rows: readonly T[],
  query: { page?: number; limit?: number; search?: string; sort?: S; order?: SortOrder },
  // The sort names come from the query's schema; the list must map every one of them.
  how: InMemoryList<T, NoInfer<S>>,
): Page<T> {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const found = needle
    ? rows.filter((row) => how.text(row).some((t) => t?.toLowerCase().includes(needle)))
    : [...rows];
  const key = how.sorts[query.sort ?? how.sort];
  const sign = (query.order ?? how.order) === 'asc' ? 1 : -1;
  const sorted = found
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      // Empty values last in either order; equal values keep their read order.
      if (a.value === b.value) return a.index - b.index;
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return (a.value < b.value ? -1 : 1) * sign;
    })
    .map((entry) => entry.row);
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  return {
    data: sorted.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: sorted.length,
  };
}
