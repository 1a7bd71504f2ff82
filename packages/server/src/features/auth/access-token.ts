/**
 * Access tokens: HS256 JWTs whose payload carries what the client's acceptance rules read
 * (docs/product.md "Rules that matter to a trader", decision 5), plus `sid`, the device (session)
 * the token belongs to, so that revoking a session also ends its access tokens.
 */
import {
  createHmac,
  createSecretKey,
  randomUUID,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, type Role, type TokenPayload } from '@savdo/contract';

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

/** The columns of the users row a token states (users/repository.ts, UserRow). */
export interface TokenUser {
  id: number;
  email: string | null;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  is_banned: boolean;
}

export async function signAccessToken(
  keys: TokenKeys,
  user: TokenUser,
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

/**
 * Checks signature, algorithm, audience and expiry; answers the claims or why not.
 *
 * Every authenticated request comes through here, so it is node:crypto's synchronous HMAC over
 * a key made once per secret, not jose's WebCrypto verify (a key import and a thread-pool job
 * per call: a fifth of GET /users/me's CPU, decision 0265). The rules are jose's for our
 * options (HS256 only, no `crit`; `sub`, `exp`, `jti` and the audience required; `iat` and `nbf`
 * numeric when present; `nbf` not in the future; expired when `exp` <= now), in its order,
 * a little stricter in two places (the signature in one base64url spelling only; `sub` a
 * string, as RFC 7519 says); access-token.test.ts beside it judges each case by both.
 */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  return verifyHs256(keys.jwtSecret, token);
}

const secretKeys = new Map<string, KeyObject>();
function secretKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

const INVALID = { ok: false, reason: 'invalid' } as const;

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function verifyHs256(
  secret: string,
  token: string,
): { ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure } {
  const parts = token.split('.');
  if (parts.length !== 3) return INVALID;
  const [head = '', body = '', signature = ''] = parts;
  const header = jsonObject(head);
  if (!header || header.alg !== 'HS256' || 'crit' in header) return INVALID;
  // The signature compared as the exact base64url text of the MAC: one encoding only.
  const expected = Buffer.from(
    createHmac('sha256', secretKey(secret)).update(`${head}.${body}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
  const payload = jsonObject(body);
  if (!payload) return INVALID;
  const { sub, exp, jti, aud, iat, nbf, sid } = payload;
  if (sub === undefined || exp === undefined || jti === undefined || aud === undefined) {
    return INVALID;
  }
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(TOKEN_AUDIENCE)) return INVALID;
  if (iat !== undefined && typeof iat !== 'number') return INVALID;
  const now = Math.floor(Date.now() / 1000);
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return INVALID;
  if (typeof exp !== 'number') return INVALID;
  if (exp <= now) return { ok: false, reason: 'expired' };
  if (typeof sub !== 'string' || !/^\d+$/.test(sub) || typeof sid !== 'number') return INVALID;
  return { ok: true, claims: payload as unknown as AccessClaims };
}

/** A JWT has three dot-separated parts; our refresh tokens have none. */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
