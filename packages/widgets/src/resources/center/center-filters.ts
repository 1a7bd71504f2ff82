// The center's filter choice and how it becomes the query of GET /resource/all: a search is
// trimmed and sent only when not blank (at most 100 characters), the category tab '' is every
// category. Any change of a filter goes back to page 1. The featured row shows on the first
// page of the unfiltered catalog only.
import type { ResourceQuery } from '@savdo/contract';

export interface CenterFilters {
  /** A category's name, or '' for every category. */
  category: string;
  search: string;
}

/** How long the search waits after the last key press before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How many featured resources the row above the catalog shows. */
export const FEATURED_COUNT = 4;

export function centerQuery(filters: CenterFilters, page: number): ResourceQuery {
  const search = filters.search.trim().slice(0, 100);
  return {
    page,
    ...(filters.category ? { category_name: filters.category } : {}),
    ...(search ? { search } : {}),
  };
}

export function isFiltered(filters: CenterFilters): boolean {
  return Boolean(filters.category || filters.search.trim());
}

export function showsFeatured(filters: CenterFilters, page: number): boolean {
  return !isFiltered(filters) && page === 1;
}
