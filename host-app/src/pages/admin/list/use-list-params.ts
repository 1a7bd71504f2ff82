// A back-office list's query lives in the page's URL (?page=2&sort=balance&order=desc&role=admin),
// so a list can be bookmarked, shared, reloaded and walked back to with the browser's Back.
// Changing a filter or the search goes back to the first page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminListParams } from '@savdo/core';
import type { TableSort } from '@savdo/ui/data-table';

export const ADMIN_PAGE_SIZE = 20;

export interface ListParams {
  /** What the list's call is given: page, limit, search, sort, order and the filters. */
  query: AdminListParams;
  page: number;
  search: string;
  sort: TableSort | null;
  filter: (name: string) => string;
  setPage: (page: number) => void;
  setSearch: (text: string) => void;
  setSort: (sort: TableSort | null) => void;
  setFilter: (name: string, value: string) => void;
  /** Whether any filter or search is set (the "clear filters" button shows then). */
  filtered: boolean;
  clear: () => void;
}

/** The URL's query for a list whose filters are `filterNames`; other parameters are ignored. */
export function useListParams(
  filterNames: readonly string[],
  defaultSort: TableSort | null = null,
): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const sortId = params.get('sort');
  const sort = sortId ? { id: sortId, desc: params.get('order') === 'desc' } : defaultSort;
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const query = useMemo<AdminListParams>(() => {
    const filters = Object.fromEntries(
      filterNames.map((name) => [name, params.get(name) ?? undefined]),
    );
    return {
      ...filters,
      page,
      limit: ADMIN_PAGE_SIZE,
      search: search.trim() || undefined,
      sort: sort?.id,
      order: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
    };
    // filterKey stands for the filters' values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, page, search, sort?.id, sort?.desc]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  const setOrDelete = (next: URLSearchParams, name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };

  return {
    query,
    page,
    search,
    sort,
    filter: (name) => params.get(name) ?? '',
    setPage: (value) => change((next) => setOrDelete(next, 'page', value > 1 ? String(value) : '')),
    setSearch: (text) =>
      change((next) => {
        setOrDelete(next, 'search', text);
        next.delete('page');
      }),
    setSort: (value) =>
      change((next) => {
        setOrDelete(next, 'sort', value?.id ?? '');
        setOrDelete(next, 'order', value ? (value.desc ? 'desc' : 'asc') : '');
        next.delete('page');
      }),
    setFilter: (name, value) =>
      change((next) => {
        setOrDelete(next, name, value);
        next.delete('page');
      }),
    filtered: Boolean(search) || filterNames.some((name) => params.get(name)),
    clear: () =>
      change((next) => {
        for (const name of [...filterNames, 'search', 'page']) next.delete(name);
      }),
  };
}
