/** Rows of `module_access`: one per user and module, moved forward by each purchase. */
import type { Queryable } from '../../db/adapter';
import type { ModuleAccess } from './module-terms';

export async function findAccess(
  q: Queryable,
  userId: number,
  moduleId: number,
): Promise<ModuleAccess | null> {
  const res = await q.query<ModuleAccess>(
    'SELECT started_at, expires_at FROM module_access WHERE user_id = $1 AND module_id = $2',
    [userId, moduleId],
  );
  return res.rows[0] ?? null;
}

export async function saveAccess(
  q: Queryable,
  row: {
    userId: number;
    moduleId: number;
    startsAt: Date;
    expiresAt: Date;
    purchaseId: number | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO module_access (user_id, module_id, started_at, expires_at, purchase_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, module_id) DO UPDATE SET
       started_at = EXCLUDED.started_at, expires_at = EXCLUDED.expires_at,
       purchase_id = EXCLUDED.purchase_id, updated_at = now()`,
    [row.userId, row.moduleId, row.startsAt, row.expiresAt, row.purchaseId],
  );
}

/** Ends the access a purchase granted or extended (a refund): the row that names it goes. */
export async function removeAccessOfPurchase(q: Queryable, purchaseId: number): Promise<void> {
  await q.query('DELETE FROM module_access WHERE purchase_id = $1', [purchaseId]);
}
