/**
 * Reordering a course's modules and a module's lessons from the back office: the body is the
 * full new order, checked to be exactly the current set (nothing added, nothing left out), and
 * every position is written in one transaction with the rows locked, so two reorders at once
 * cannot interleave.
 */
import { COURSE_ORDER_MESSAGES } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { COURSE_NOT_FOUND, MODULE_NOT_FOUND } from './catalog-service';

/** The two orderings: which table, whose items, and the parent's not-found message. */
const ORDERS = {
  modules: {
    parent: 'courses',
    table: 'course_modules',
    parentColumn: 'course_id',
    notFound: COURSE_NOT_FOUND,
  },
  lessons: {
    parent: 'course_modules',
    table: 'lessons',
    parentColumn: 'module_id',
    notFound: MODULE_NOT_FOUND,
  },
} as const;

export type OrderKind = keyof typeof ORDERS;

/** The ids of a parent's items in their current order. */
export async function currentOrder(q: Queryable, kind: OrderKind, parentId: number) {
  const o = ORDERS[kind];
  const parent = await q.query(`SELECT 1 FROM ${o.parent} WHERE id = $1`, [parentId]);
  if (parent.rows.length === 0) throw new NotFoundError(o.notFound);
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM ${o.table} WHERE ${o.parentColumn} = $1 ORDER BY position, id FOR UPDATE`,
    [parentId],
  );
  return { parent_id: parentId, ids: rows.map((r) => Number(r.id)) };
}

export async function reorder(db: Db, kind: OrderKind, parentId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const current = await currentOrder(tx, kind, parentId);
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      ids.length !== current.ids.length ||
      current.ids.some((id) => !wanted.has(id))
    )
      throw new ValidationError(COURSE_ORDER_MESSAGES.notTheSet, {
        ids: COURSE_ORDER_MESSAGES.notTheSet,
      });
    const o = ORDERS[kind];
    await tx.query(
      `UPDATE ${o.table} t SET position = o.ord - 1
       FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, ord) WHERE t.id = o.id`,
      [ids],
    );
    return currentOrder(tx, kind, parentId);
  });
}
