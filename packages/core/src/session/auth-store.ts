// The auth state: its stores and plain transitions (auth-state.ts), and here
// the transitions that read or write the token vault. The stores are module singletons: one
// copy of core per page means one session per page.
import type { ApiUser, SessionUser, TokenPayload } from '@savdo/contract';
import { DEFAULT_USER_LANGUAGE } from '@savdo/contract';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../vault/token-vault';
import { decodeAccessToken, isPayloadAccepted, isTokenExpired } from '../token/token';
import { $auth, joinName, LOGGED_OUT, userFromApi } from './auth-state';

export * from './auth-state';

/** The session user restored from a token payload; `sub` is the id as digits (decision 5). */
export function userFromToken(payload: TokenPayload, now: number = Date.now()): SessionUser {
  return {
    id: Number.parseInt(payload.sub, 10),
    name: joinName(payload.first_name, payload.last_name),
    email: payload.email,
    username: payload.username,
    role: payload.role ?? 'user',
    is_active: payload.is_active,
    is_verified: payload.is_verified ?? false,
    is_password_set: payload.is_password_set ?? false,
    is_banned: payload.is_banned ?? false,
    balance: 0,
    oauth_accounts: [],
    language: DEFAULT_USER_LANGUAGE,
    subscriptions: [],
    ...(payload.first_name !== undefined ? { first_name: payload.first_name } : {}),
    ...(payload.last_name !== undefined ? { last_name: payload.last_name } : {}),
    lastValidated: now,
  };
}

/**
 * Start-up: a valid, unexpired stored access token restores the user from its payload; a stored
 * token with an invalid structure, or expired, is cleared. Returns whether a session was restored.
 */
export function restoreSession(now: number = Date.now()): boolean {
  const stored = readStoredSession();
  if (!stored) {
    $auth.set(LOGGED_OUT);
    return false;
  }
  const payload = decodeAccessToken(stored.accessToken);
  if (!isPayloadAccepted(payload) || isTokenExpired(stored.accessToken, now)) {
    clearStoredSession();
    $auth.set(LOGGED_OUT);
    return false;
  }
  $auth.set({
    isAuthenticated: true,
    user: userFromToken(payload, now),
    isValidating: false,
    sessionTimeout: payload.exp * 1000,
  });
  return true;
}

export interface LoginInput {
  access_token: string;
  refresh_token?: string | null;
  user?: ApiUser | null;
}

/**
 * Stores the tokens and marks the user authenticated, with the defaults filled and the session
 * timeout taken from the token expiry. The user comes from the answer when it has one, otherwise
 * from the token payload. A token that cannot be read and comes with no user cannot make a
 * session: then nothing is stored and false is returned.
 */
export function login(input: LoginInput, now: number = Date.now()): boolean {
  const payload = decodeAccessToken(input.access_token);
  const user = input.user
    ? userFromApi(input.user, now)
    : payload
      ? userFromToken(payload, now)
      : null;
  if (!user) return false;
  writeStoredSession(input.access_token, input.refresh_token ?? null, now);
  const exp = payload?.exp;
  $auth.set({
    isAuthenticated: true,
    user,
    isValidating: false,
    sessionTimeout: typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null,
  });
  return true;
}

/** Clears the stored tokens and resets user, validating flag and timeout. */
export function logout(): void {
  clearStoredSession();
  $auth.set(LOGGED_OUT);
}
