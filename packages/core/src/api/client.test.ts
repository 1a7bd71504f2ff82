import { describe, expect, it, vi } from 'vitest';
import {
  $auth,
  ApiRequestError,
  apiErrorCode,
  apiErrorMessage,
  apiErrorStatus,
  apiFieldErrors,
  chatPresenceApi,
  getAccessToken,
  isApiRequestError,
  loadLanguage,
  login,
  logout,
  mainApi,
  paymentsApi,
  serializeQuery,
  setLanguage,
} from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  freshSessionCore,
  NOW,
  token,
} from '../../../../tests/kit/session-test-helpers';

describe('API client', () => {
  const core = freshSessionCore();

  it('three clients for the main root, /payments and /chat-presence', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: 1 } }));
    await mainApi.get('/banner');
    await paymentsApi.get('/x');
    await chatPresenceApi.get('/y');
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/banner',
      '/api/v1/payments/x',
      '/api/v1/chat-presence/y',
    ]);
  });

  it('every call sends a bearer access token if one is stored', async () => {
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    const requests = fakeFetch(() => ({ status: 200, body: {} }));
    await mainApi.get('/users/me');
    await paymentsApi.post('/p', { a: 1 });
    await chatPresenceApi.patch('/c', { b: 2 });
    for (const request of requests) expect(request.headers.authorization).toBe(`Bearer ${access}`);
  });

  it('every call asks for answers in the interface language (Accept-Language)', async () => {
    // Both languages' strings at hand, so each switch is immediate (with a language whose strings
    // some other module registered still to load, the switch waits for them).
    await Promise.all([loadLanguage('ru'), loadLanguage('uz')]);
    const requests = fakeFetch(() => ({ status: 200, body: {} }));
    setLanguage('ru');
    await mainApi.get('/banner');
    setLanguage('uz');
    await paymentsApi.post('/p', { a: 1 });
    expect(requests.map((r) => r.headers['accept-language'])).toEqual(['ru', 'uz']);
  });

  it('a request is sent in a task of its own, with the token and address of its call', async () => {
    // docs/decisions/0340-requests-in-their-own-task.md: the browser's scheduler.yield() splits it.
    let resume = (): void => undefined;
    const scheduler = { yield: () => new Promise<void>((resolve) => (resume = resolve)) };
    Object.assign(globalThis, { scheduler });
    try {
      const access = token();
      login({ access_token: access, user: apiUser() }, NOW);
      const requests = fakeFetch(() => ({ status: 200, body: { result: 1 } }));
      const answer = mainApi.get('/banner', { params: { page: 1 } });
      logout();
      await Promise.resolve();
      expect(requests).toHaveLength(0);
      resume();
      await expect(answer).resolves.toEqual({ result: 1 });
      expect(requests[0]?.url).toBe('/api/v1/banner?page=1');
      expect(requests[0]?.headers.authorization).toBe(`Bearer ${access}`);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('without scheduler.yield a request is sent at once, in the same task and microtask', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: 2 } }));
    const answer = mainApi.get('/banner');
    expect(requests).toHaveLength(1);
    await expect(answer).resolves.toEqual({ result: 2 });
  });

  it('the stable error code is read from data.code', () => {
    const failure = new ApiRequestError(400, { message: 'x', code: 'auth.bad_credentials' });
    expect(apiErrorCode(failure)).toBe('auth.bad_credentials');
    expect(apiErrorCode(new ApiRequestError(500, 'html'))).toBeNull();
  });

  it('no Authorization header when no token is stored', async () => {
    const requests = fakeFetch([{ status: 200, body: {} }]);
    await mainApi.get('/banner');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('answers with the decoded body; objects are sent as JSON', async () => {
    const requests = fakeFetch([{ status: 200, body: { result: { id: 5 } } }]);
    const answer = await mainApi.put<{ result: { id: number } }>('/thing', { name: 'a' });
    expect(answer.result.id).toBe(5);
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.body).toBe('{"name":"a"}');
    expect(requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('DELETE goes out with its method', async () => {
    const requests = fakeFetch([{ status: 200, body: { result: true } }]);
    await mainApi.delete('/trading-journal/3');
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/trading-journal/3' });
  });

  it('query parameters are percent-encoded and empty ones left out', async () => {
    expect(serializeQuery({ a: 1, b: 'x y&z', c: undefined, d: null, e: false })).toBe(
      '?a=1&b=x%20y%26z&e=false',
    );
    expect(serializeQuery({ c: undefined })).toBe('');
    expect(serializeQuery(undefined)).toBe('');
    const requests = fakeFetch([{ status: 200, body: {} }]);
    await mainApi.get('/signal/all', { params: { limit: 20, page: 1, status: undefined } });
    expect(requests[0]?.url).toBe('/api/v1/signal/all?limit=20&page=1');
  });

  it('works with a real fetch Response too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'gone' }), { status: 410 })),
    );
    const failure = await mainApi.get('/x').catch((err: unknown) => err);
    expect(apiErrorStatus(failure)).toBe(410);
    expect(apiErrorMessage(failure, 'fallback')).toBe('gone');
  });

  it('a 401 from any client goes to the one 401 handler (clear, reset, reload to /auth)', async () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    fakeFetch([{ status: 401, body: { message: 'Unauthorized' } }]);
    await expect(paymentsApi.get('/x')).rejects.toBeInstanceOf(ApiRequestError);
    expect(getAccessToken()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
    expect(core.navigate).toHaveBeenCalledExactlyOnceWith('/auth');
  });

  it('a call that handles its own 401 skips the global handler', async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([{ status: 401, body: { message: 'bad token' } }]);
    await expect(
      mainApi.post('/auth/refresh', undefined, { handlesUnauthorized: true }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(core.navigate).not.toHaveBeenCalled();
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('other error statuses reject with the status and body, without the 401 handler', async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    fakeFetch([{ status: 403, body: { message: 'Forbidden here' } }]);
    const failure = await mainApi.get('/x').catch((err: unknown) => err);
    expect(isApiRequestError(failure)).toBe(true);
    expect(apiErrorStatus(failure)).toBe(403);
    expect(core.navigate).not.toHaveBeenCalled();
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('a network failure rejects with status null', async () => {
    fakeFetch([new TypeError('Failed to fetch')]);
    const failure = await mainApi.get('/x').catch((err: unknown) => err);
    expect(apiErrorStatus(failure)).toBeNull();
    expect((failure as Error).message).toBe('Failed to fetch');
  });

  it('a throw that is not an Error still becomes an ApiRequestError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject('weird')),
    );
    const failure = await mainApi.get('/x').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as Error).message).toBe('Network error');
  });
});

describe('API error helpers (decision 4)', () => {
  const error = (data: unknown): ApiRequestError => new ApiRequestError(400, data);

  it('apiErrorMessage reads data.message', () => {
    expect(apiErrorMessage(error({ message: 'Username taken' }), 'Login failed')).toBe(
      'Username taken',
    );
  });

  it('apiErrorMessage falls back when there is no usable message', () => {
    expect(apiErrorMessage(error({ message: '' }), 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage(error('text body'), 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage(new Error('x'), 'Xatolik yuz berdi')).toBe('Xatolik yuz berdi');
    expect(apiErrorMessage(undefined, 'F')).toBe('F');
  });

  it('apiFieldErrors reads data.detail as field messages', () => {
    expect(
      apiFieldErrors(error({ message: 'Invalid', detail: { email: 'Bad email', n: 3 } })),
    ).toEqual({ email: 'Bad email' });
  });

  it('apiFieldErrors is empty without a detail map', () => {
    expect(apiFieldErrors(error({ message: 'x', detail: 'LOGIN_BAD_CREDENTIALS' }))).toEqual({});
    expect(apiFieldErrors(error({ message: 'x', detail: ['a'] }))).toEqual({});
    expect(apiFieldErrors(error(null))).toEqual({});
    expect(apiFieldErrors('nope')).toEqual({});
  });

  it('ApiRequestError names its status in the message', () => {
    expect(new ApiRequestError(502, null).message).toBe('Request failed with status 502');
    expect(apiErrorStatus(new Error('x'))).toBeNull();
  });
});
