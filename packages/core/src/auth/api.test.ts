import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelegramUser } from '@savdo/contract';
import { authApi, configureCore, getAccessToken, login } from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  NOW,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

const TELEGRAM_USER: TelegramUser = {
  id: 555,
  first_name: 'Aziz',
  username: 'aziz_tg',
  auth_date: 1_700_000_000,
  hash: 'abc123',
};

describe('Authentication calls', () => {
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  const ok = { status: 200, body: { result: {} } };

  beforeEach(async () => {
    await resetSessionCore();
    navigate = vi.fn<(path: string) => void>();
    configureCore({ onUnauthorizedNavigate: navigate });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('register: POST /auth/register with the registration fields as JSON', async () => {
    const requests = fakeFetch([{ status: 201, body: { result: apiUser() } }]);
    const form = { first_name: 'Aziz', last_name: 'Karimov', email: 'a@b.uz', password: 'secret1' };
    const answer = await authApi.register(form);
    expect(answer.result.id).toBe(42);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/register' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual(form);
  });

  it('login: POST /auth/jwt/login with exactly the form-encoded password grant', async () => {
    const requests = fakeFetch([
      { status: 200, body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer' } },
    ]);
    const answer = await authApi.login('aziz@example.uz', 'p&ss w=rd');
    expect(answer.access_token).toBe('a');
    const request = requests[0];
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/auth/jwt/login' });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toBe(
      'grant_type=password&username=aziz%40example.uz&password=p%26ss+w%3Drd&scope=&client_id=string&client_secret=string',
    );
    expect(Object.fromEntries(new URLSearchParams(String(request?.body)))).toEqual({
      grant_type: 'password',
      username: 'aziz@example.uz',
      password: 'p&ss w=rd',
      scope: '',
      client_id: 'string',
      client_secret: 'string',
    });
  });

  it('login: a 401 (wrong credentials) is the caller’s to show, not a session expiry', async () => {
    fakeFetch([{ status: 401, body: { message: 'Bad credentials' } }]);
    await expect(authApi.login('a', 'b')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('verifyToken: POST /auth/verify-token with the token as query parameter', async () => {
    const requests = fakeFetch([{ status: 200, body: { valid: true, user: apiUser() } }]);
    const answer = await authApi.verifyToken('t.o.k');
    expect(answer.valid).toBe(true);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/verify-token?token=t.o.k',
      body: undefined,
    });
  });

  it('verifyToken: a 5xx clears the stored tokens', async () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    fakeFetch([{ status: 500, body: { message: 'boom' } }]);
    await expect(authApi.verifyToken('x')).rejects.toMatchObject({ status: 500 });
    expect(getAccessToken()).toBeNull();
  });

  it('verifyToken: a 4xx other than 401 keeps the stored tokens', async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([{ status: 422, body: { message: 'bad' } }]);
    await expect(authApi.verifyToken('x')).rejects.toMatchObject({ status: 422 });
    expect(getAccessToken()).not.toBeNull();
  });

  it('verifyToken: its 401 does not go to the global handler', async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([{ status: 401, body: { message: 'expired' } }]);
    await expect(authApi.verifyToken('x')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refreshTokens: POST /auth/refresh with the refresh token as query parameter', async () => {
    const requests = fakeFetch([
      { status: 200, body: { access_token: 'a2', refresh_token: 'r2', user: apiUser() } },
    ]);
    const answer = await authApi.refreshTokens('r1');
    expect(answer.refresh_token).toBe('r2');
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/refresh?token=r1' });
  });

  it('revokeToken: POST /auth/revoke with the token as query parameter', async () => {
    const requests = fakeFetch([ok]);
    await authApi.revokeToken('r1');
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/revoke?token=r1' });
  });

  it('googleSignIn: POST /auth/google with body { token }', async () => {
    const requests = fakeFetch([
      { status: 200, body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer' } },
    ]);
    await authApi.googleSignIn({ token: 'google-id-token' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/google' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ token: 'google-id-token' });
  });

  it('telegramSignIn: POST /auth/telegram with the Telegram user object as body', async () => {
    const requests = fakeFetch([
      { status: 200, body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer' } },
    ]);
    await authApi.telegramSignIn(TELEGRAM_USER);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/telegram' });
    expect(JSON.parse(String(requests[0]?.body))).toEqual(TELEGRAM_USER);
  });

  it('telegramSignIn: a 5xx clears the stored tokens', async () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    fakeFetch([{ status: 502 }]);
    await expect(authApi.telegramSignIn(TELEGRAM_USER)).rejects.toMatchObject({ status: 502 });
    expect(getAccessToken()).toBeNull();
  });

  it('telegramSignIn: a network failure keeps the stored tokens', async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([new TypeError('offline')]);
    await expect(authApi.telegramSignIn(TELEGRAM_USER)).rejects.toMatchObject({ status: null });
    expect(getAccessToken()).not.toBeNull();
  });

  it('forgotPassword, resetPassword, requestVerifyToken, verifyEmail: POST with JSON bodies', async () => {
    const requests = fakeFetch(() => ok);
    await authApi.forgotPassword({ email: 'a@b.uz' });
    await authApi.resetPassword({ token: 't', password: 'secret1' });
    await authApi.requestVerifyToken({ email: 'a@b.uz' });
    await authApi.verifyEmail({ token: 'v' });
    expect(requests.map((r) => [r.method, r.url, JSON.parse(String(r.body))])).toEqual([
      ['POST', '/api/v1/auth/forgot-password', { email: 'a@b.uz' }],
      ['POST', '/api/v1/auth/reset-password', { token: 't', password: 'secret1' }],
      ['POST', '/api/v1/auth/request-verify-token', { email: 'a@b.uz' }],
      ['POST', '/api/v1/auth/verify', { token: 'v' }],
    ]);
  });

  it('setPassword and setEmail: PATCH /users/me/set-password and /users/me/set-email', async () => {
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    const requests = fakeFetch(() => ({ status: 200, body: { result: apiUser() } }));
    await authApi.setPassword({ password: 'secret1' });
    await authApi.setEmail({ email: 'new@b.uz' });
    expect(requests.map((r) => [r.method, r.url, JSON.parse(String(r.body))])).toEqual([
      ['PATCH', '/api/v1/users/me/set-password', { password: 'secret1' }],
      ['PATCH', '/api/v1/users/me/set-email', { email: 'new@b.uz' }],
    ]);
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${access}`);
  });

  it('setPassword: a 401 goes to the global handler like any session call', async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([{ status: 401, body: { message: 'expired' } }]);
    await expect(authApi.setPassword({ password: 'secret1' })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('checkUsername: GET /users/check with the URL-encoded username', async () => {
    const requests = fakeFetch([
      { status: 200, body: { result: { username: 'a b', available: true } } },
    ]);
    const answer = await authApi.checkUsername('aziz b&c/ü');
    expect(answer.result.available).toBe(true);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/users/check?username=aziz%20b%26c%2F%C3%BC',
    });
  });

  it('getAuthProviders: GET /auth/providers', async () => {
    const requests = fakeFetch([
      { status: 200, body: { result: { google_client_id: 'g', telegram_bot_name: null } } },
    ]);
    const answer = await authApi.getAuthProviders();
    expect(answer.result.google_client_id).toBe('g');
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/v1/auth/providers' });
  });
});
