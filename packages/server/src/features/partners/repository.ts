/**
 * Partner keys: created and revoked by admins or by their partner, looked up by the hash of the
 * key on every public request that sends one (docs/decisions/0320-partner-accounts-and-hashed-keys.md).
 */
import type { PartnerKey } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { insertRow } from '../../db/rows';

interface PartnerKeyRow extends Omit<PartnerKey, 'id' | 'created_at' | 'revoked_at'> {
  id: number | string;
  key_hash: string;
  owner_id: number | string | null;
  created_at: Date;
  revoked_at: Date | null;
}

/** A key as the public check needs it: with its owner (the partner account), if any. */
export interface StoredPartnerKey extends PartnerKey {
  owner_id: number | null;
}

function stored(row: PartnerKeyRow): StoredPartnerKey {
  return {
    id: Number(row.id),
    key_prefix: row.key_prefix,
    name: row.name,
    allowed_origins: row.allowed_origins,
    rate_limit_per_minute: row.rate_limit_per_minute,
    created_at: row.created_at.toISOString(),
    revoked_at: row.revoked_at?.toISOString() ?? null,
    owner_id: row.owner_id === null ? null : Number(row.owner_id),
  };
}

function present(row: PartnerKeyRow): PartnerKey {
  const { owner_id: _owner, ...key } = stored(row);
  return key;
}

export async function insertPartnerKey(
  q: Queryable,
  key: {
    keyHash: string;
    keyPrefix: string;
    name: string;
    allowedOrigins: string[];
    rateLimitPerMinute: number;
    ownerId?: number | null;
  },
): Promise<PartnerKey> {
  const row = await insertRow<PartnerKeyRow>(q, 'partner_keys', {
    key_hash: key.keyHash,
    key_prefix: key.keyPrefix,
    owner_id: key.ownerId ?? null,
    name: key.name,
    allowed_origins: key.allowedOrigins,
    rate_limit_per_minute: key.rateLimitPerMinute,
  });
  return present(row);
}

/** The key with this hash, revoked or not; null when it does not exist (one unique index probe). */
export async function findPartnerKeyByHash(
  q: Queryable,
  keyHash: string,
): Promise<StoredPartnerKey | null> {
  const res = await q.query<PartnerKeyRow>('SELECT * FROM partner_keys WHERE key_hash = $1', [
    keyHash,
  ]);
  const row = res.rows[0];
  return row ? stored(row) : null;
}

/** One key of one partner account (revoked or not), or null. */
export async function findOwnedKey(
  q: Queryable,
  ownerId: number,
  id: number,
): Promise<PartnerKey | null> {
  const res = await q.query<PartnerKeyRow>(
    'SELECT * FROM partner_keys WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}

export async function listOwnedKeys(q: Queryable, ownerId: number): Promise<PartnerKey[]> {
  const res = await q.query<PartnerKeyRow>(
    'SELECT * FROM partner_keys WHERE owner_id = $1 ORDER BY revoked_at IS NOT NULL, id',
    [ownerId],
  );
  return res.rows.map(present);
}

/** A new secret for a live key: the old value stops matching at once. */
export async function replaceKeyHash(
  q: Queryable,
  id: number,
  keyHash: string,
  keyPrefix: string,
): Promise<PartnerKey | null> {
  const res = await q.query<PartnerKeyRow>(
    `UPDATE partner_keys SET key_hash = $2, key_prefix = $3
     WHERE id = $1 AND revoked_at IS NULL RETURNING *`,
    [id, keyHash, keyPrefix],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}

/** Replaces the origins a key may be used from. */
export async function setPartnerOrigins(
  q: Queryable,
  id: number,
  origins: string[],
): Promise<PartnerKey | null> {
  const res = await q.query<PartnerKeyRow>(
    'UPDATE partner_keys SET allowed_origins = $2 WHERE id = $1 RETURNING *',
    [id, origins],
  );
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

/** Revokes a key (by id, or by the hash of the key itself); answers the revoked key, or null. */
export async function revokePartnerKey(
  q: Queryable,
  by: number | { keyHash: string },
): Promise<PartnerKey | null> {
  const column = typeof by === 'number' ? 'id' : 'key_hash';
  const res = await q.query<PartnerKeyRow>(
    `UPDATE partner_keys SET revoked_at = coalesce(revoked_at, now())
     WHERE ${column} = $1 RETURNING *`,
    [typeof by === 'number' ? by : by.keyHash],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}
