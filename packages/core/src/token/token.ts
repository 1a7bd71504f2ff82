// Access token acceptance and expiry (constants). The client never
// verifies signatures (it has no key): it only decides whether a token is worth sending.
import { jwtDecode } from 'jwt-decode';
import type { TokenPayload } from '@savdo/contract';
import { TOKEN_AUDIENCE, TOKEN_EXPIRY_MARGIN_MS } from '@savdo/contract';

const REQUIRED_FIELDS = ['sub', 'email', 'username', 'is_active', 'exp', 'jti'] as const;

/**
 * The last token decoded and its payload: the stores, the access rules and each request ask
 * about the same token again and again, and jwt-decode's base64 decoding runs a callback per
 * character (about 6 ms of a signed-in page's load, unthrottled, before this).
 */
let lastDecoded: { token: string; payload: Readonly<TokenPayload> | null } | null = null;

function decode(token: string): Readonly<TokenPayload> | null {
  try {
    const payload: unknown = jwtDecode(token);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return Object.freeze(payload as TokenPayload);
  } catch {
    return null;
  }
}

/**
 * The decoded payload, or null when the token cannot be parsed as a JWT with an object body.
 * The same token gives the same frozen object.
 */
export function decodeAccessToken(token: string | null | undefined): Readonly<TokenPayload> | null {
  if (!token) return null;
  if (lastDecoded?.token !== token) lastDecoded = { token, payload: decode(token) };
  return lastDecoded.payload;
}

function audienceIncludes(aud: unknown): boolean {
  if (typeof aud === 'string') return aud === TOKEN_AUDIENCE;
  return Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE);
}

/** Every required field present, our audience, and is_active === true. */
export function isPayloadAccepted(
  payload: Readonly<TokenPayload> | null,
): payload is Readonly<TokenPayload> {
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
