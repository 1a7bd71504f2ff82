// Access token acceptance and expiry (constants). The client never
// verifies signatures (it has no key): it only decides whether a token is worth sending.
import { jwtDecode } from 'jwt-decode';
import type { TokenPayload } from '@savdo/contract';
import { TOKEN_AUDIENCE, TOKEN_EXPIRY_MARGIN_MS } from '@savdo/contract';

const REQUIRED_FIELDS = ['sub', 'email', 'username', 'is_active', 'exp', 'jti'] as const;

/** The decoded payload, or null when the token cannot be parsed as a JWT with an object body. */
export function decodeAccessToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  try {
    const payload: unknown = jwtDecode(token);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as TokenPayload;
  } catch {
    return null;
  }
}

function audienceIncludes(aud: unknown): boolean {
  if (typeof aud === 'string') return aud === TOKEN_AUDIENCE;
  return Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE);
}

/** Every required field present, our audience, and is_active === true. */
export function isPayloadAccepted(payload: TokenPayload | null): payload is TokenPayload {
  if (!payload) return false;
  const record = payload as unknown as Record<string, unknown>;
  if (REQUIRED_FIELDS.some((field) => record[field] === undefined || record[field] === null))
    return false;
  if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return false;
  return audienceIncludes(payload.aud) && payload.is_active === true;
}

export function isTokenAccepted(token: string | null | undefined): boolean {
  return isPayloadAccepted(decodeAccessToken(token));
}

/** Expiry in epoch milliseconds, or null when the token cannot be read. */
export function tokenExpiryMs(token: string | null | undefined): number | null {
  const exp = decodeAccessToken(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Expired when less than the 60 s safety margin remains; unreadable tokens count as expired. */
export function isTokenExpired(
  token: string | null | undefined,
  now: number = Date.now(),
): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry === null || expiry - now < TOKEN_EXPIRY_MARGIN_MS;
}

/** Whole minutes left before expiry, never below 0 (0 for unreadable tokens). */
export function tokenMinutesLeft(
  token: string | null | undefined,
  now: number = Date.now(),
): number {
  const expiry = tokenExpiryMs(token);
  if (expiry === null) return 0;
  return Math.max(0, Math.floor((expiry - now) / 60_000));
}
