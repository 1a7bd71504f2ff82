// The API client's credentials: the session installs its token and 401 handler; a page
// that never installs them (a partner's, mode 'public') sends no token and acts on no 401, and
// so never needs the vault, its cipher or the JWT code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $auth,
  configureCore,
  installCredentials,
  installSessionCredentials,
  login,
  mainApi,
} from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

beforeEach(async () => {
  await resetSessionCore();
  configureCore({ mode: 'embedded', apiBase: '' });
});
afterEach(() => {
  installSessionCredentials();
  vi.unstubAllGlobals();
});

describe('API client credentials', () => {
  it('with the session installed, a call carries the stored token and a 401 ends the session', async () => {
    installSessionCredentials();
    login({ access_token: token(), user: apiUser() });
    const requests = fakeFetch([
      { status: 200, body: { result: 1 } },
      { status: 401, body: { message: 'Unauthorized' } },
    ]);
    await mainApi.get('/users/me');
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${token()}`);
    await expect(mainApi.get('/users/me')).rejects.toMatchObject({ status: 401 });
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('with none installed, no token is sent and a 401 changes nothing', async () => {
    installSessionCredentials();
    login({ access_token: token(), user: apiUser() });
    installCredentials(null);
    const requests = fakeFetch([{ status: 401, body: { message: 'Unauthorized' } }]);
    await expect(mainApi.get('/economic_calendar')).rejects.toMatchObject({ status: 401 });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect($auth.get().isAuthenticated).toBe(true);
  });
});
