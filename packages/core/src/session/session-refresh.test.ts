import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $auth,
  $toasts,
  checkSessionExpiry,
  getAccessToken,
  getRefreshToken,
  login,
  logout,
  mergeUser,
  refreshSession,
  startSessionRefresh,
  updateSessionTimeout,
  writeStoredSession,
  installVaultCipher,
  primeStoredSession,
  vaultCipher,
  type VaultCipher,
} from '@savdo/core';
import type { FakeAnswer } from '../../../../tests/kit/session-test-helpers';
import {
  apiUser,
  fakeFetch,
  flush,
  freshSessionCore,
  NOW,
  token,
} from '../../../../tests/kit/session-test-helpers';

const NEW_ACCESS = token(3600, { jti: 'jti-2' });
const REFRESHED: FakeAnswer = {
  status: 200,
  body: {
    access_token: NEW_ACCESS,
    refresh_token: 'r2',
    user: apiUser({ balance: 7_000, first_name: 'Aziza' }),
  },
};

function signedIn(secondsLeft: number, refreshToken: string | null = 'r1'): void {
  const now = Date.now();
  login(
    { access_token: token(secondsLeft, {}, now), refresh_token: refreshToken, user: apiUser() },
    now,
  );
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('session refresh routine', () => {
  const core = freshSessionCore({ fakeTimers: true });
  afterEach(() => setVisibility('visible'));

  it('expiry passed: log out', async () => {
    const requests = fakeFetch([REFRESHED]);
    signedIn(3600);
    updateSessionTimeout(NOW);
    expect(await checkSessionExpiry(NOW)).toBe('logged-out');
    expect($auth.get().isAuthenticated).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('more than 3 minutes left: no refresh', async () => {
    const requests = fakeFetch([REFRESHED]);
    signedIn(3 * 60 + 1);
    expect(await checkSessionExpiry(NOW)).toBe('skipped');
    expect(requests).toHaveLength(0);
  });

  it('3 minutes or less left: POST /auth/refresh?token=<stored refresh token>', async () => {
    const requests = fakeFetch([REFRESHED]);
    signedIn(3 * 60);
    expect(await checkSessionExpiry(NOW)).toBe('refreshed');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('/api/v1/auth/refresh?token=r1');
  });

  it('on success: the new tokens and user are stored, with the new session timeout', async () => {
    fakeFetch([REFRESHED]);
    signedIn(60 * 2);
    await refreshSession(NOW);
    expect(getAccessToken()).toBe(NEW_ACCESS);
    expect(getRefreshToken()).toBe('r2');
    expect($auth.get()).toMatchObject({
      isAuthenticated: true,
      sessionTimeout: NOW + 3_600_000,
    });
    expect($auth.get().user).toMatchObject({ balance: 7_000, name: 'Aziza Karimov' });
  });

  it('a page started without the vault cipher (primed by the browser) loads it before asking, and stores the new pair', async () => {
    const requests = fakeFetch([REFRESHED]);
    signedIn(60 * 2);
    const cipher = vaultCipher()!;
    installVaultCipher(null as unknown as VaultCipher);
    vi.useRealTimers(); // the browser's crypto answers on real time
    expect(await primeStoredSession()).toBe(true);
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    try {
      expect(getRefreshToken()).toBe('r1');
      expect(await refreshSession(NOW)).toBe('refreshed');
      expect(requests).toHaveLength(1);
      expect(vaultCipher()).not.toBeNull();
      expect(getAccessToken()).toBe(NEW_ACCESS);
      expect(getRefreshToken()).toBe('r2');
    } finally {
      installVaultCipher(cipher);
    }
  });

  it('on success: lists the refresh answer lacks are kept for the same user', async () => {
    fakeFetch([REFRESHED]);
    signedIn(60 * 2);
    const subscriptions = [
      { plan_id: 1, plan_name: 'Pro', status: 'active' as const, expires_at: null },
    ];
    mergeUser({ subscriptions, language: 'uz' });
    await refreshSession(NOW);
    expect($auth.get().user).toMatchObject({ subscriptions, language: 'uz', balance: 7_000 });
  });

  it('no refresh token: log out', async () => {
    const requests = fakeFetch([REFRESHED]);
    signedIn(60, null);
    expect(await refreshSession(NOW)).toBe('logged-out');
    expect($auth.get().isAuthenticated).toBe(false);
    expect(requests).toHaveLength(0);
  });

  for (const status of [401, 403]) {
    it(`${status} from refresh: log out (no global 401 handling: no toast, no reload)`, async () => {
      fakeFetch([{ status, body: { message: 'revoked' } }]);
      signedIn(60);
      expect(await refreshSession(NOW)).toBe('logged-out');
      expect($auth.get().isAuthenticated).toBe(false);
      expect(getAccessToken()).toBeNull();
      expect(core.navigate).not.toHaveBeenCalled();
      expect($toasts.get()).toHaveLength(0);
    });
  }

  it('other failures: nothing happens', async () => {
    fakeFetch([{ status: 500, body: { message: 'boom' } }, new TypeError('Failed to fetch')]);
    signedIn(60);
    const before = getAccessToken();
    expect(await refreshSession(NOW)).toBe('failed');
    expect(await refreshSession(NOW + 30_000)).toBe('failed');
    expect($auth.get().isAuthenticated).toBe(true);
    expect(getAccessToken()).toBe(before);
  });

  it('an answer whose tokens cannot make a session changes nothing', async () => {
    fakeFetch([{ status: 200, body: { access_token: 'x', refresh_token: 'y', user: null } }]);
    signedIn(60);
    expect(await refreshSession(NOW)).toBe('failed');
    expect(getRefreshToken()).toBe('r1');
  });

  it('refreshes are at least 30 s apart', async () => {
    const requests = fakeFetch([{ status: 500 }, { status: 500 }]);
    signedIn(60);
    await refreshSession(NOW);
    expect(await refreshSession(NOW + 29_999)).toBe('skipped');
    expect(requests).toHaveLength(1);
    await refreshSession(NOW + 30_000);
    expect(requests).toHaveLength(2);
  });

  it('refreshes never overlap', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    const requests = fakeFetch(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    signedIn(60);
    const first = refreshSession(NOW);
    expect(await refreshSession(NOW + 60_000)).toBe('skipped');
    await flush();
    answer(REFRESHED);
    expect(await first).toBe('refreshed');
    expect(requests).toHaveLength(1);
  });

  it('skips the check while the tab is hidden', async () => {
    fakeFetch([REFRESHED]);
    signedIn(3600);
    updateSessionTimeout(NOW - 1);
    setVisibility('hidden');
    expect(await checkSessionExpiry(NOW)).toBe('skipped');
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('does nothing while signed out or with no known expiry', async () => {
    const requests = fakeFetch([REFRESHED]);
    expect(await checkSessionExpiry(NOW)).toBe('skipped');
    signedIn(60);
    updateSessionTimeout(null);
    expect(await checkSessionExpiry(NOW)).toBe('skipped');
    expect(requests).toHaveLength(0);
  });

  describe('timers (fake clock)', () => {
    it('checks every 2 minutes while authenticated', async () => {
      const requests = fakeFetch([REFRESHED]);
      signedIn(5 * 60 + 30);
      const stop = startSessionRefresh();
      await flush();
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      // 3.5 minutes left at the first check: nothing yet
      expect(requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(2 * 60_000 - 1);
      expect(requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      // 1.5 minutes left at the second check: refresh
      expect(requests).toHaveLength(1);
      expect(getAccessToken()).toBe(NEW_ACCESS);
      stop();
    });

    it('checks once on start, so a session restored with little time left refreshes at once', async () => {
      const requests = fakeFetch([REFRESHED]);
      signedIn(90);
      const stop = startSessionRefresh();
      await flush();
      expect(requests).toHaveLength(1);
      stop();
    });

    it('logs out at the 2-minute check once the expiry has passed', async () => {
      fakeFetch([{ status: 500 }, { status: 500 }]);
      signedIn(100);
      const stop = startSessionRefresh();
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect($auth.get().isAuthenticated).toBe(false);
      stop();
    });

    it('runs only while authenticated: starts on sign-in, stops on sign-out', async () => {
      const requests = fakeFetch([REFRESHED, REFRESHED]);
      const stop = startSessionRefresh();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(requests).toHaveLength(0);
      signedIn(60);
      await flush();
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(10);
      expect(vi.getTimerCount()).toBe(1);
      logout();
      // jsdom's own zero-delay storage-event timers run out; the 2-minute interval is gone
      await vi.advanceTimersByTimeAsync(10);
      expect(vi.getTimerCount()).toBe(0);
      writeStoredSession(token(60, {}, Date.now()), 'r9');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(requests).toHaveLength(1);
      stop();
    });

    it('checks 1 s after the tab becomes visible, and not while hidden', async () => {
      const requests = fakeFetch([REFRESHED]);
      signedIn(5 * 60 + 30);
      const stop = startSessionRefresh();
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(4 * 60_000 + 10_000);
      expect(requests).toHaveLength(0);
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(999);
      expect(requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(1);
      stop();
    });

    it('the stop function removes every timer and listener', async () => {
      const requests = fakeFetch([REFRESHED, REFRESHED]);
      signedIn(5 * 60 + 30);
      const baseline = vi.getTimerCount();
      const stop = startSessionRefresh();
      setVisibility('hidden');
      setVisibility('visible');
      expect(vi.getTimerCount()).toBe(baseline + 2);
      stop();
      expect(vi.getTimerCount()).toBe(baseline);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(2_000);
      signedIn(60);
      await flush();
      expect(requests).toHaveLength(0);
      expect($auth.get().isAuthenticated).toBe(true);
    });
  });
});
