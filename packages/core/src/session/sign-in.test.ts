import { describe, expect, it } from 'vitest';
import {
  $auth,
  apiErrorMessage,
  getAccessToken,
  getRefreshToken,
  login,
  signIn,
  signOut,
} from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  freshSessionCore,
  NOW,
  token,
} from '../../../../tests/kit/session-test-helpers';

describe('signIn and signOut helpers', () => {
  const core = freshSessionCore();

  it('signIn calls the login endpoint, then login() of the store, then fills the user from /users/me', async () => {
    const access = token(3600, { sub: '42' });
    const requests = fakeFetch([
      { status: 200, body: { access_token: access, refresh_token: 'r1', token_type: 'bearer' } },
      { status: 200, body: { result: apiUser({ balance: 250_000 }) } },
    ]);
    await signIn('aziz', 'secret1');
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/auth/jwt/login', '/api/v1/users/me']);
    expect(requests[1]?.headers.authorization).toBe(`Bearer ${access}`);
    expect(getAccessToken()).toBe(access);
    expect(getRefreshToken()).toBe('r1');
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: { balance: 250_000 } });
  });

  it('signIn keeps the session from the token when /users/me fails', async () => {
    fakeFetch([
      { status: 200, body: { access_token: token(), refresh_token: 'r1', token_type: 'bearer' } },
      { status: 500, body: { message: 'down' } },
    ]);
    await signIn('aziz', 'secret1');
    expect($auth.get()).toMatchObject({ isAuthenticated: true, user: { id: 42, balance: 0 } });
  });

  it('signIn rejects with the server message and leaves the state signed out', async () => {
    fakeFetch([{ status: 400, body: { message: 'Login yoki parol noto‘g‘ri' } }]);
    const failure = await signIn('aziz', 'wrong1').catch((err: unknown) => err);
    expect(apiErrorMessage(failure, 'Login failed')).toBe('Login yoki parol noto‘g‘ri');
    expect($auth.get().isAuthenticated).toBe(false);
    expect(core.navigate).not.toHaveBeenCalled();
  });

  it('signOut revokes the refresh token, then logs out', async () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    const requests = fakeFetch([{ status: 200, body: { result: { message: 'ok' } } }]);
    await signOut();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/revoke?token=r1' });
    expect(getAccessToken()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('signOut revokes the access token when there is no refresh token', async () => {
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    const requests = fakeFetch([{ status: 200, body: { result: { message: 'ok' } } }]);
    await signOut();
    expect(requests[0]?.url).toBe(`/api/v1/auth/revoke?token=${access}`);
  });

  it('signOut logs out even when revoking fails, without the session-expired path', async () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    fakeFetch([{ status: 401, body: { message: 'already revoked' } }]);
    await signOut();
    expect($auth.get().isAuthenticated).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(core.navigate).not.toHaveBeenCalled();
  });

  it('signOut with no stored token just logs out', async () => {
    const requests = fakeFetch([]);
    await signOut();
    expect(requests).toHaveLength(0);
    expect($auth.get().isAuthenticated).toBe(false);
  });
});
