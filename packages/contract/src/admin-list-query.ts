/**
 * The query of every back-office list (docs/decisions/0294-admin-audit-log.md names the back
 * office): page and size, a free-text search, one sortable column and its order, and the list's
 * own filters. A route maps each sortable name to a column in its own code, so no column name
 * ever comes from a request (docs/decisions/0275-closed-request-schemas.md).
 */
import { Type, type Static, type TProperties } from 'typebox';
import { PageQuerySchema } from './common';

export const SortOrderSchema = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);
export type SortOrder = Static<typeof SortOrderSchema>;

/**
 * The query of every back-office list: page and size, a free-text search, one sortable column
 * and its order, and the list's own filters. The back office keeps these in the page's URL.
 */
export const AdminListQuery = <S extends string, F extends TProperties>(
  sortable: readonly [S, ...S[]],
  filters: F,
) =>
  Type.Intersect([
    PageQuerySchema,
    Type.Object({
      search: Type.Optional(Type.String({ maxLength: 100 })),
      sort: Type.Optional(Type.Union(sortable.map((name) => Type.Literal(name)))),
      order: Type.Optional(SortOrderSchema),
      ...filters,
    }),
  ]);
