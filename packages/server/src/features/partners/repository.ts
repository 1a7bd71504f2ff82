/** Partner keys: created and revoked by admins, looked up on every public request that sends one. */
import type { PartnerKey } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { insertRow } from '../../db/rows';

interface PartnerKeyRow extends Omit<PartnerKey, 'created_at' | 'revoked_at'> {
  created_at: Date;
  revoked_at: Date | null;
}

function present(row: PartnerKeyRow): PartnerKey {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

export async function insertPartnerKey(
  q: Queryable,
  key: { key: string; name: string; allowedOrigins: string[]; rateLimitPerMinute: number },
): Promise<PartnerKey> {
  const row = await insertRow<PartnerKeyRow>(q, 'partner_keys', {
    key: key.key,
    name: key.name,
    allowed_origins: key.allowedOrigins,
    rate_limit_per_minute: key.rateLimitPerMinute,
  });
  return present(row);
}

/** The key, revoked or not; null when it does not exist. */
export async function findPartnerKey(q: Queryable, key: string): Promise<PartnerKey | null> {
  const res = await q.query<PartnerKeyRow>('SELECT * FROM partner_keys WHERE key = $1', [key]);
  const row = res.rows[0];
  return row ? present(row) : null;
}

export async function findPartnerKeyByName(q: Queryable, name: string): Promise<PartnerKey | null> {
  const res = await q.query<PartnerKeyRow>(
    'SELECT * FROM partner_keys WHERE name = $1 AND revoked_at IS NULL ORDER BY id LIMIT 1',
    [name],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}

export async function listPartnerKeys(q: Queryable): Promise<PartnerKey[]> {
  const res = await q.query<PartnerKeyRow>('SELECT * FROM partner_keys ORDER BY id');
  return res.rows.map(present);
}

/** Adds origins a key may be used from (no duplicates); answers the updated key. */
export async function addPartnerOrigins(
  q: Queryable,
  id: number,
  origins: string[],
): Promise<PartnerKey | null> {
  const res = await q.query<PartnerKeyRow>(
    `UPDATE partner_keys
     SET allowed_origins = ARRAY(SELECT DISTINCT unnest(allowed_origins || $2::text[]) ORDER BY 1)
     WHERE id = $1 RETURNING *`,
    [id, origins],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}

/** Revokes a key (by id or by the key itself); answers the revoked key, or null. */
export async function revokePartnerKey(
  q: Queryable,
  idOrKey: number | string,
): Promise<PartnerKey | null> {
  const column = typeof idOrKey === 'number' ? 'id' : 'key';
  const res = await q.query<PartnerKeyRow>(
    `UPDATE partner_keys SET revoked_at = coalesce(revoked_at, now())
     WHERE ${column} = $1 RETURNING *`,
    [idOrKey],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}
