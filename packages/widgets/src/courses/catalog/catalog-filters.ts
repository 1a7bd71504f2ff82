// The catalog's filter choice and how it becomes the query of GET /course/all: a search is
// trimmed and sent only when not blank; "free" asks is_paid=false. Any change of a filter goes
// back to page 1.
import type { CourseLevel, CourseQuery } from '@savdo/contract';

export type PriceChoice = 'free' | 'paid';

export interface CatalogFilters {
  level?: CourseLevel;
  price?: PriceChoice;
  search: string;
}

/** How long the search waits after the last key press before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

export function catalogQuery(filters: CatalogFilters, page: number): CourseQuery {
  const search = filters.search.trim().slice(0, 100);
  return {
    page,
    ...(filters.level ? { level: filters.level } : {}),
    ...(filters.price ? { is_paid: filters.price === 'paid' } : {}),
    ...(search ? { search } : {}),
  };
}

export function isFiltered(filters: CatalogFilters): boolean {
  return Boolean(filters.level || filters.price || filters.search.trim());
}
