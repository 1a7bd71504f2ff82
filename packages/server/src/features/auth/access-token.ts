/**
 * Access tokens: HS256 JWTs whose payload carries what the client's acceptance rules read
 * (spec section 5, decision 5), plus `sid`, the device (session) the token belongs to, so that
 * revoking a session also ends its access tokens.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { TOKEN_AUDIENCE, type Role, type TokenPayload } from '@savdo/contract';
import type { UserRow } from '../users/repository';

export interface AccessClaims extends TokenPayload {
  sid: number;
  role: Role;
  first_name: string;
  last_name: string;
  iat: number;
}

const encoder = new TextEncoder();

export interface TokenKeys {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
}

export async function signAccessToken(
  keys: TokenKeys,
  user: UserRow,
  deviceId: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    // Telegram arrivals have no email yet; the claim is always present, as the client wants.
    email: user.email ?? '',
    username: user.username,
    is_active: user.is_active,
    is_verified: user.is_verified,
    is_password_set: user.password_hash !== null,
    is_banned: user.is_banned,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    sid: deviceId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setAudience([TOKEN_AUDIENCE])
    .setIssuedAt(now)
    .setExpirationTime(now + keys.accessTokenTtlSeconds)
    .setJti(randomUUID())
    .sign(encoder.encode(keys.jwtSecret));
}

export type VerifyFailure = 'expired' | 'invalid';

/** Checks signature, algorithm, audience and expiry; answers the claims or why not. */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(keys.jwtSecret), {
      algorithms: ['HS256'],
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    const sub = payload.sub ?? '';
    if (!/^\d+$/.test(sub) || typeof payload.sid !== 'number')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as unknown as AccessClaims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** A JWT has three dot-separated parts; our refresh tokens have none. */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
