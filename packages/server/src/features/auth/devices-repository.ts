/** Devices (one per sign-in) and their refresh-token families. */
import type { Queryable } from '../../db/adapter';

export interface DeviceRow {
  id: number;
  user_id: number;
  user_agent: string;
  ip_address: string;
  created_at: Date;
  last_seen_at: Date;
  revoked_at: Date | null;
}

export interface RefreshTokenRow {
  id: number;
  device_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  rotated_at: Date | null;
  /** From the joined device. */
  device_revoked_at: Date | null;
  expired: boolean;
}

export async function insertDevice(
  q: Queryable,
  device: { userId: number; userAgent: string; ipAddress: string },
): Promise<number> {
  const res = await q.query<{ id: number }>(
    'INSERT INTO devices (user_id, user_agent, ip_address) VALUES ($1, $2, $3) RETURNING id',
    [device.userId, device.userAgent.slice(0, 512), device.ipAddress.slice(0, 64)],
  );
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error('insert into devices returned no row');
  return id;
}

export async function touchDevice(
  q: Queryable,
  deviceId: number,
  ipAddress: string,
): Promise<void> {
  await q.query('UPDATE devices SET last_seen_at = now(), ip_address = $2 WHERE id = $1', [
    deviceId,
    ipAddress.slice(0, 64),
  ]);
}

/** Revokes a device's session; answers whether it was still live. */
export async function revokeDevice(
  q: Queryable,
  deviceId: number,
  reason: string,
): Promise<boolean> {
  const res = await q.query(
    `UPDATE devices SET revoked_at = now(), revoked_reason = $2
     WHERE id = $1 AND revoked_at IS NULL`,
    [deviceId, reason],
  );
  return res.rowCount > 0;
}

export async function revokeUserDevices(
  q: Queryable,
  userId: number,
  reason: string,
): Promise<number[]> {
  const res = await q.query<{ id: number }>(
    `UPDATE devices SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
    [userId, reason],
  );
  return res.rows.map((r) => r.id);
}

/** Ends every session of a user but one (the device that made the change); answers their ids. */
export async function revokeOtherDevices(
  q: Queryable,
  userId: number,
  keepDeviceId: number,
  reason: string,
): Promise<number[]> {
  const res = await q.query<{ id: number }>(
    `UPDATE devices SET revoked_at = now(), revoked_reason = $3
     WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id`,
    [userId, keepDeviceId, reason],
  );
  return res.rows.map((r) => Number(r.id));
}

/** Live sessions: not revoked, with a refresh token that can still be used. */
export async function listActiveDevices(q: Queryable, userId: number): Promise<DeviceRow[]> {
  const res = await q.query<DeviceRow>(
    `SELECT d.* FROM devices d
     WHERE d.user_id = $1 AND d.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens r
                   WHERE r.device_id = d.id AND r.rotated_at IS NULL AND r.expires_at > now())
     ORDER BY d.last_seen_at DESC, d.id DESC`,
    [userId],
  );
  return res.rows;
}

export async function insertRefreshToken(
  q: Queryable,
  token: { deviceId: number; userId: number; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await q.query(
    `INSERT INTO refresh_tokens (device_id, user_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token.deviceId, token.userId, token.tokenHash, token.ttlSeconds],
  );
}

/** The refresh token with this hash, locked for the rotation that follows. */
export async function findRefreshTokenForUpdate(
  q: Queryable,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const res = await q.query<RefreshTokenRow>(
    `SELECT r.id, r.device_id, r.user_id, r.token_hash, r.expires_at, r.rotated_at,
            d.revoked_at AS device_revoked_at, (r.expires_at <= now()) AS expired
     FROM refresh_tokens r JOIN devices d ON d.id = r.device_id
     WHERE r.token_hash = $1
     FOR UPDATE OF r`,
    [tokenHash],
  );
  return res.rows[0] ?? null;
}

/** Marks a token rotated; false when another request rotated it first. */
export async function markRefreshTokenRotated(q: Queryable, id: number): Promise<boolean> {
  const res = await q.query(
    'UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1 AND rotated_at IS NULL',
    [id],
  );
  return res.rowCount > 0;
}

/**
 * Whether the user has signed in from this address before: a device of theirs (live or revoked)
 * started or was last seen there (docs/decisions/0277-limits-shared-across-processes.md).
 */
export async function hasSignedInFrom(
  q: Queryable,
  userId: number,
  ipAddress: string,
): Promise<boolean> {
  const res = await q.query<{ known: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM devices WHERE user_id = $1 AND ip_address = $2) AS known',
    [userId, ipAddress.slice(0, 64)],
  );
  return res.rows[0]?.known === true;
}

/** Every device a user signed in on, revoked ones too, most recently seen first (back office). */
export async function listUserDevices(
  q: Queryable,
  userId: number,
  limit = 50,
): Promise<(DeviceRow & { revoked_reason: string | null })[]> {
  const res = await q.query<DeviceRow & { revoked_reason: string | null }>(
    `SELECT * FROM devices WHERE user_id = $1 ORDER BY last_seen_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
  return res.rows;
}
