/**
 * The query of every back-office list (page, search, sort, order and the list's filters). It sits
 * in its own file, needing only common.ts, so any feature's contract file can build its admin list
 * query from it without importing admin.ts (which imports user.ts, plans.ts, purchases.ts...).
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
