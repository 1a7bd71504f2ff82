/**
 * Sessions: a sign-in creates a device and the first refresh token of its family. Refreshing
 * rotates the token; presenting a token that was already rotated means it leaked, so the whole
 * family (the device's session) is revoked. Revoking a session ends its refresh tokens and,
 * through the `sid` claim, its access tokens.
 *
 * F7 (docs/decisions/0090-holding-under-abuse.md): two tabs, or a network retry, may present the
 * same token twice within moments. Within REFRESH_GRACE_SECONDS of its rotation a token answers the
 * SAME successor again (the successor is derived from the token with an HMAC of the server secret,
 * so it can be made again without being stored); after that, presenting it is reuse and ends the
 * session.
 */
import { createHmac } from 'node:crypto';
import type { LoginResponse } from '@savdo/contract';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/adapter';
import {
  findRefreshTokenForUpdate,
  insertDevice,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeDevice,
  touchDevice,
} from './devices-repository';
import { findUserById, type UserRow } from '../users';
import { looksLikeJwt, signAccessToken, verifyAccessToken } from './access-token';
import { hashToken, newOpaqueToken } from './opaque-tokens';

export interface ClientInfo {
  userAgent: string;
  ipAddress: string;
}

type SessionConfig = Pick<
  ServerConfig,
  'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'
>;

export async function startSession(
  db: Db,
  config: SessionConfig,
  user: UserRow,
  client: ClientInfo,
): Promise<LoginResponse & { device_id: number }> {
  const refreshToken = newOpaqueToken('rt');
  const deviceId = await db.transaction(async (tx) => {
    const id = await insertDevice(tx, { userId: user.id, ...client });
    await insertRefreshToken(tx, {
      deviceId: id,
      userId: user.id,
      tokenHash: hashToken(refreshToken),
      ttlSeconds: config.refreshTokenTtlSeconds,
    });
    return id;
  });
  return {
    access_token: await signAccessToken(config, user, deviceId),
    refresh_token: refreshToken,
    token_type: 'bearer',
    device_id: deviceId,
  };
}

export type RefreshOutcome =
  | { ok: true; tokens: LoginResponse; user: UserRow; deviceId: number }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused'; deviceId: number | null };

/** How long after its rotation a refresh token still answers its successor (F7). */
export const REFRESH_GRACE_SECONDS = 10;

/** The token that follows `token`: the same every time, unguessable without the secret. */
function successorOf(config: SessionConfig, token: string): string {
  const mac = createHmac('sha256', config.jwtSecret).update(`refresh-successor:${token}`);
  return `rt_${mac.digest('base64url')}`;
}

export async function rotateRefreshToken(
  db: Db,
  config: SessionConfig,
  token: string,
  client: ClientInfo,
): Promise<RefreshOutcome> {
  const next = successorOf(config, token);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshTokenForUpdate(tx, hashToken(token));
    if (!row) return { ok: false, reason: 'unknown', deviceId: null };
    if (row.device_revoked_at) return { ok: false, reason: 'revoked', deviceId: row.device_id };
    if (row.rotated_at === null && row.expired) {
      return { ok: false, reason: 'expired', deviceId: row.device_id };
    }
    if (row.rotated_at !== null) {
      const age = (Date.now() - new Date(row.rotated_at).getTime()) / 1000;
      const successor = await findRefreshTokenForUpdate(tx, hashToken(next));
      if (age <= REFRESH_GRACE_SECONDS && successor && successor.rotated_at === null) {
        const user = await findUserById(tx, row.user_id);
        if (!user) return { ok: false, reason: 'unknown', deviceId: row.device_id };
        return {
          ok: true,
          user,
          deviceId: row.device_id,
          tokens: { access_token: '', refresh_token: next, token_type: 'bearer' },
        };
      }
    }
    if (row.rotated_at !== null || !(await markRefreshTokenRotated(tx, row.id))) {
      // Reuse of a rotated token: the family is compromised. The revocation commits with
      // this transaction; the caller answers 401.
      await revokeDevice(tx, row.device_id, 'refresh token reuse');
      return { ok: false, reason: 'reused', deviceId: row.device_id };
    }
    const user = await findUserById(tx, row.user_id);
    if (!user) return { ok: false, reason: 'unknown', deviceId: row.device_id };
    await insertRefreshToken(tx, {
      deviceId: row.device_id,
      userId: row.user_id,
      tokenHash: hashToken(next),
      ttlSeconds: config.refreshTokenTtlSeconds,
    });
    await touchDevice(tx, row.device_id, client.ipAddress);
    return {
      ok: true,
      user,
      deviceId: row.device_id,
      tokens: { access_token: '', refresh_token: next, token_type: 'bearer' },
    };
  });
  if (!outcome.ok) return outcome;
  outcome.tokens.access_token = await signAccessToken(config, outcome.user, outcome.deviceId);
  return outcome;
}

/**
 * Revokes the session a token belongs to: a refresh token, or an access token (its `sid`).
 * Answers the revoked device id, or null when the token matched no live session.
 */
export async function revokeSessionByToken(
  db: Db,
  config: SessionConfig,
  token: string,
): Promise<{ deviceId: number; userId: number } | null> {
  let deviceId: number | null = null;
  let userId: number | null = null;
  if (looksLikeJwt(token)) {
    const verified = await verifyAccessToken(config, token);
    if (verified.ok) {
      deviceId = verified.claims.sid;
      userId = Number(verified.claims.sub);
    }
  } else {
    const res = await db.query<{ device_id: number; user_id: number }>(
      'SELECT device_id, user_id FROM refresh_tokens WHERE token_hash = $1',
      [hashToken(token)],
    );
    deviceId = res.rows[0]?.device_id ?? null;
    userId = res.rows[0]?.user_id ?? null;
  }
  if (deviceId === null || userId === null) return null;
  const revoked = await revokeDevice(db, deviceId, 'revoked by the user');
  return revoked ? { deviceId, userId } : null;
}
