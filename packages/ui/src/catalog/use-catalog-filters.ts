// A catalog's filter choice and its page, as the course catalog, the expert advisor market, the
// resource center and the journal keep them: a change of a filter goes back to page 1, and
// "clear filters" sets each filter the catalog clears back (the market keeps its sort).
import { useCallback, useState } from 'react';

export interface CatalogFilterState<F> {
  filters: F;
  page: number;
  setPage: (page: number) => void;
  /** Changes some filters and goes back to page 1. */
  change: (next: Partial<F>) => void;
  /** Sets the cleared filters and goes back to page 1. */
  clear: () => void;
}

/**
 * `initial` is read on the first render only (props that start a filter); `cleared` holds every
 * filter "clear filters" resets, with its empty value.
 */
export function useCatalogFilters<F extends object>(
  initial: F,
  cleared: Partial<F>,
): CatalogFilterState<F> {
  const [state, setState] = useState({ filters: initial, page: 1 });
  const change = useCallback(
    (next: Partial<F>) =>
      setState((current) => ({ filters: { ...current.filters, ...next }, page: 1 })),
    [],
  );
  const clear = () => change(cleared);
  const setPage = useCallback((page: number) => setState((current) => ({ ...current, page })), []);
  return { filters: state.filters, page: state.page, setPage, change, clear };
}
