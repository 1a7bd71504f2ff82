import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@savdo/contract';
import {
  $auth,
  $isAuthenticated,
  $user,
  getAccessToken,
  getRefreshToken,
  joinName,
  login,
  logout,
  mergeUser,
  readStoredSession,
  resetAuthState,
  restoreSession,
  setUser,
  setValidating,
  updateSessionTimeout,
  userFromApi,
  userFromToken,
  writeStoredSession,
} from '@savdo/core';
import {
  apiUser,
  jwt,
  NOW,
  payload,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

describe('auth store', () => {
  beforeEach(resetSessionCore);

  it('starts logged out', () => {
    expect($auth.get()).toEqual({
      isAuthenticated: false,
      user: null,
      isValidating: false,
      sessionTimeout: null,
    });
    expect($user.get()).toBeNull();
    expect($isAuthenticated.get()).toBe(false);
  });

  it('restores the user from a valid, unexpired stored token at start-up', () => {
    const access = token(3600, { first_name: 'Aziz', last_name: 'Karimov' });
    writeStoredSession(access, 'r1');
    expect(restoreSession(NOW)).toBe(true);
    const state = $auth.get();
    expect(state.isAuthenticated).toBe(true);
    expect(state.sessionTimeout).toBe(NOW + 3_600_000);
    expect(state.user).toMatchObject({
      id: 42,
      name: 'Aziz Karimov',
      email: 'aziz@example.uz',
      username: 'aziz',
      role: 'user',
      is_active: true,
      is_verified: true,
      is_password_set: true,
      is_banned: false,
      balance: 0,
      oauth_accounts: [],
      language: 'en',
      subscriptions: [],
      lastValidated: NOW,
    });
    expect($isAuthenticated.get()).toBe(true);
    expect($user.get()?.id).toBe(42);
  });

  it('restoring parses sub to an integer id', () => {
    writeStoredSession(token(3600, { sub: '1007' }), null);
    restoreSession(NOW);
    expect($auth.get().user?.id).toBe(1007);
  });

  it('a stored token with an invalid structure is cleared at start-up', () => {
    writeStoredSession(jwt({ sub: '1', exp: Math.floor(NOW / 1000) + 3600 }), 'r1');
    expect(restoreSession(NOW)).toBe(false);
    expect(readStoredSession()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('an expired stored token is cleared at start-up', () => {
    writeStoredSession(token(30), 'r1');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'legacy');
    expect(restoreSession(NOW)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('restoring with nothing stored stays logged out', () => {
    expect(restoreSession(NOW)).toBe(false);
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('restored token user fills the client defaults for missing payload flags', () => {
    const body: Record<string, unknown> = { ...payload() };
    delete body.is_verified;
    delete body.is_password_set;
    delete body.is_banned;
    const user = userFromToken(body as never, NOW);
    expect(user).toMatchObject({
      is_verified: false,
      is_password_set: false,
      is_banned: false,
      name: '',
      role: 'user',
    });
  });

  it('login stores access and refresh tokens, authenticates and takes the timeout from exp', () => {
    const access = token(900);
    expect(login({ access_token: access, refresh_token: 'r1', user: apiUser() }, NOW)).toBe(true);
    expect(getAccessToken()).toBe(access);
    expect(getRefreshToken()).toBe('r1');
    expect($auth.get()).toMatchObject({
      isAuthenticated: true,
      isValidating: false,
      sessionTimeout: NOW + 900_000,
    });
    expect($auth.get().user).toMatchObject({ id: 42, name: 'Aziz Karimov', balance: 150_000 });
  });

  it('login without a refresh token stores null for it', () => {
    login({ access_token: token() }, NOW);
    expect(readStoredSession()?.refreshToken).toBeNull();
    expect($auth.get().user?.username).toBe('aziz');
  });

  it('login fills the user defaults: role user, balance 0, language en, empty lists, flags false', () => {
    const bare = {
      id: 7,
      first_name: 'Ali',
      last_name: '',
      email: null,
      username: 'ali',
      is_active: true,
      is_verified: false,
    } as unknown as Parameters<typeof userFromApi>[0];
    login({ access_token: token(), user: bare }, NOW);
    expect($auth.get().user).toEqual({
      id: 7,
      name: 'Ali',
      email: '',
      username: 'ali',
      role: 'user',
      is_active: true,
      is_verified: false,
      is_password_set: false,
      is_banned: false,
      balance: 0,
      oauth_accounts: [],
      language: 'en',
      subscriptions: [],
      time_zone: null,
      first_name: 'Ali',
      last_name: '',
      avatar_url: null,
      lastValidated: NOW,
    });
  });

  it('name joins first_name and last_name with a space, skipping empty parts', () => {
    expect(joinName('Aziz', 'Karimov')).toBe('Aziz Karimov');
    expect(joinName('', 'Karimov')).toBe('Karimov');
    expect(joinName('Aziz', '  ')).toBe('Aziz');
    expect(joinName(undefined, null)).toBe('');
    expect(userFromApi(apiUser({ first_name: '', last_name: 'K' })).name).toBe('K');
  });

  it('login with an unreadable token and no user stores nothing and stays logged out', () => {
    expect(login({ access_token: 'garbage' }, NOW)).toBe(false);
    expect(readStoredSession()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('logout clears stored tokens and resets user, validating flag and timeout', () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    setValidating(true);
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'legacy');
    logout();
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect($auth.get()).toEqual({
      isAuthenticated: false,
      user: null,
      isValidating: false,
      sessionTimeout: null,
    });
  });

  it('resetAuthState resets the state but leaves storage alone', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    resetAuthState();
    expect($auth.get().isAuthenticated).toBe(false);
    expect(getAccessToken()).not.toBeNull();
  });

  it('set user, set validating flag, update session timeout', () => {
    const user = userFromApi(apiUser(), NOW);
    setUser(user);
    expect($auth.get().user).toBe(user);
    setValidating(true);
    expect($auth.get().isValidating).toBe(true);
    setValidating(true);
    expect($auth.get().isValidating).toBe(true);
    setValidating(false);
    expect($auth.get().isValidating).toBe(false);
    updateSessionTimeout(NOW + 5);
    expect($auth.get().sessionTimeout).toBe(NOW + 5);
    setUser(null);
    expect($auth.get().user).toBeNull();
  });

  it('mergeUser merges a partial update into the user', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    mergeUser({ is_password_set: true, email: 'new@example.uz' });
    expect($auth.get().user).toMatchObject({
      is_password_set: true,
      email: 'new@example.uz',
      username: 'aziz',
      balance: 150_000,
    });
  });

  it('mergeUser does nothing while there is no user', () => {
    mergeUser({ balance: 5 });
    expect($auth.get().user).toBeNull();
  });
});
