// The auth state's stores and its plain transitions, apart from those that read
// or write the token vault (auth-store.ts): every widget uses these, while only our own pages
// load the vault, its cipher and the JWT code (a partner's page never does).
import { atom, computed } from 'nanostores';
import type { ApiUser, AuthState, SessionUser } from '@savdo/contract';
import { DEFAULT_USER_LANGUAGE } from '@savdo/contract';

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

/** first_name and last_name joined by a space, empty parts skipped. */
export function joinName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
}

/** The session user of an API user, with the client defaults. */
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
