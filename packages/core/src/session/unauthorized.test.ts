import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $auth,
  $toasts,
  configureCore,
  getAccessToken,
  handleUnauthorized,
  i18n,
  login,
  mainApi,
  SESSION_EXPIRED_EVENT,
} from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  NOW,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

const UZ_EXPIRED = 'Sessiya muddati tugadi. Iltimos, qaytadan tizimga kiring.';

function signedIn(): void {
  login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
}

describe('401 handling (decision 12)', () => {
  let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
  let expiredEvents: number;
  const countEvent = (): void => {
    expiredEvents++;
  };

  beforeEach(async () => {
    await resetSessionCore();
    navigate = vi.fn<(path: string) => void>();
    configureCore({ onUnauthorizedNavigate: navigate });
    expiredEvents = 0;
    window.addEventListener(SESSION_EXPIRED_EVENT, countEvent);
  });
  afterEach(() => {
    window.removeEventListener(SESSION_EXPIRED_EVENT, countEvent);
    vi.unstubAllGlobals();
  });

  it('a 401 clears stored tokens and resets the auth state', () => {
    signedIn();
    handleUnauthorized();
    expect(getAccessToken()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
    expect($auth.get().user).toBeNull();
  });

  it('a 401 shows the Uzbek session-expired error toast by default (decision 11)', () => {
    signedIn();
    handleUnauthorized();
    expect($toasts.get()).toEqual([
      expect.objectContaining({ type: 'error', message: UZ_EXPIRED }),
    ]);
  });

  it('the session-expired toast follows the current language', async () => {
    await i18n.changeLanguage('ru');
    signedIn();
    handleUnauthorized();
    expect($toasts.get()[0]?.message).toBe('Сессия истекла, пожалуйста, войдите снова.');
  });

  it('mode app: a 401 fully reloads to /auth', () => {
    signedIn();
    handleUnauthorized();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/auth');
    expect(expiredEvents).toBe(0);
  });

  it('mode embedded: a 401 does not reload and dispatches savdo-session-expired', () => {
    configureCore({ mode: 'embedded' });
    signedIn();
    handleUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
    expect(expiredEvents).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect($toasts.get()).toHaveLength(1);
  });

  it('mode public: a 401 resets state without toast or reload, and dispatches the event', () => {
    configureCore({ mode: 'public' });
    handleUnauthorized();
    expect(navigate).not.toHaveBeenCalled();
    expect($toasts.get()).toHaveLength(0);
    expect(expiredEvents).toBe(1);
  });

  it('many parallel 401s produce one toast and one reload', () => {
    signedIn();
    for (let i = 0; i < 5; i++) handleUnauthorized();
    expect($toasts.get()).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('many parallel 401 answers from the API client produce one toast and one reload', async () => {
    signedIn();
    fakeFetch(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    const results = await Promise.allSettled([
      mainApi.get('/users/me'),
      mainApi.get('/notification'),
      mainApi.get('/banner'),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect($toasts.get()).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('after signing in again, a later 401 is handled again (embedded widgets stay on the page)', () => {
    configureCore({ mode: 'embedded' });
    signedIn();
    handleUnauthorized();
    signedIn();
    handleUnauthorized();
    expect(expiredEvents).toBe(2);
    expect($toasts.get()).toHaveLength(2);
  });
});
