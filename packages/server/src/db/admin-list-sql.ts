/**
 * The SQL side of every back-office list (contract admin-list-query.ts): the page window and the
 * ORDER BY built from a list's own map of sortable names to columns. The request only picks a
 * name the schema already limited; the column text comes from the map in code
 * (docs/decisions/0275-closed-request-schemas.md).
 */
import type { SortOrder } from '@savdo/contract';

export const ADMIN_LIST_DEFAULT_LIMIT = 20;

export function pageWindow(query: { page?: number; limit?: number }): {
  page: number;
  limit: number;
  offset: number;
} {
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_LIST_DEFAULT_LIMIT;
  return { page, limit, offset: (page - 1) * limit };
}

/** `column order NULLS LAST, tiebreak order`: a stable order across pages. */
export function sortClause<S extends string>(
  columns: Record<S, string>,
  sort: S,
  order: SortOrder,
  tiebreak: string,
): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  return `${columns[sort]} ${direction} NULLS LAST, ${tiebreak} ${direction}`;
}
