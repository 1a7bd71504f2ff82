// The auth state of spec section 4 as nanostores stores, with its transitions. The stores are
// module singletons: one copy of core per page means one session per page.
import { atom, computed } from 'nanostores';
import type { ApiUser, AuthState, SessionUser, TokenPayload } from '@savdo/contract';
import { DEFAULT_USER_LANGUAGE } from '@savdo/contract';
import { clearStoredSession, readStoredSession, writeStoredSession } from '../vault/token-vault';
import { decodeAccessToken, isPayloadAccepted, isTokenExpired } from '../token/token';

/** One frozen object, so setting it again on a logged-out store notifies nobody. */
export const LOGGED_OUT: AuthState = Object.freeze({
  isAuthenticated: false,
  user: null,
  isValidating: false,
  sessionTimeout: null,
});

export const $auth = atom<AuthState>(LOGGED_OUT);
export const $user = computed($auth, (state) => state.user);
export const $isAuthenticated = computed($auth, (state) => state.isAuthenticated);

/** first_name and last_name joined by a space, empty parts skipped (section 3). */
export function joinName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
}

/** The session user of an API user, with the client defaults of section 3. */
export function userFromApi(apiUser: ApiUser, now: number = Date.now()): SessionUser {
  return {
    id: apiUser.id,
    name: joinName(apiUser.first_name, apiUser.last_name),
    email: apiUser.email ?? '',
    username: apiUser.username,
    role: apiUser.role ?? 'user',
    is_active: apiUser.is_active,
    is_verified: apiUser.is_verified ?? false,
    is_password_set: apiUser.is_password_set ?? false,
    is_banned: apiUser.is_banned ?? false,
    balance: apiUser.balance ?? 0,
    oauth_accounts: apiUser.oauth_accounts ?? [],
    language: apiUser.language ?? DEFAULT_USER_LANGUAGE,
    subscriptions: apiUser.subscriptions ?? [],
    first_name: apiUser.first_name,
    last_name: apiUser.last_name,
    avatar_url: apiUser.avatar_url ?? null,
    time_zone: apiUser.time_zone ?? null,
    lastValidated: now,
  };
}

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

/** Resets the state without touching storage (another tab already cleared it). */
export function resetAuthState(): void {
  $auth.set(LOGGED_OUT);
}

export function setUser(user: SessionUser | null): void {
  $auth.set({ ...$auth.get(), user });
}

export function setValidating(isValidating: boolean): void {
  if ($auth.get().isValidating === isValidating) return;
  $auth.set({ ...$auth.get(), isValidating });
}

export function updateSessionTimeout(sessionTimeout: number | null): void {
  $auth.set({ ...$auth.get(), sessionTimeout });
}

/** Merges a partial update into the user; does nothing while there is no user. */
export function mergeUser(partial: Partial<SessionUser>): void {
  const state = $auth.get();
  if (!state.user) return;
  $auth.set({ ...state, user: { ...state.user, ...partial } });
}
