import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $auth,
  $toasts,
  getAccessToken,
  i18n,
  login,
  resetLive,
  startSessionValidation,
  subscribeLive,
  validateSession,
  writeStoredSession,
} from '@savdo/core';
import type { FakeAnswer } from '../../../../tests/kit/session-test-helpers';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import {
  apiUser,
  fakeFetch,
  flush,
  freshSessionCore,
  NOW,
  token,
} from '../../../../tests/kit/session-test-helpers';

const VALID: FakeAnswer = { status: 200, body: { valid: true, user: apiUser({ balance: 99 }) } };

function signedIn(secondsLeft: number): string {
  const access = token(secondsLeft);
  login({ access_token: access, refresh_token: 'r1', user: apiUser() }, NOW);
  return access;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('session validation', () => {
  const core = freshSessionCore();
  afterEach(() => setVisibility('visible'));

  it('no access token: sign out without asking the server', async () => {
    const requests = fakeFetch([VALID]);
    $auth.set({ ...$auth.get(), isAuthenticated: true, user: null });
    expect(await validateSession({ force: true, now: NOW })).toBe('signed-out');
    expect($auth.get().isAuthenticated).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('unreadable token payload: sign out and clear the stored tokens', async () => {
    const requests = fakeFetch([VALID]);
    writeStoredSession('garbage', 'r1');
    expect(await validateSession({ force: true, now: NOW })).toBe('signed-out');
    expect(getAccessToken()).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('0 seconds or less left: sign out and clear tokens without asking the server', async () => {
    const requests = fakeFetch([VALID]);
    signedIn(0);
    expect(await validateSession({ force: true, now: NOW })).toBe('signed-out');
    expect(getAccessToken()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('more than 10 s left and not forced: no check', async () => {
    const requests = fakeFetch([VALID]);
    signedIn(11);
    expect(await validateSession({ now: NOW })).toBe('skipped');
    expect(requests).toHaveLength(0);
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('10 s or less left, unforced: the token is sent to POST /auth/verify-token?token=', async () => {
    const requests = fakeFetch([VALID]);
    const access = signedIn(10);
    expect(await validateSession({ now: NOW })).toBe('valid');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe(`/api/v1/auth/verify-token?token=${access}`);
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${access}`);
  });

  it('forced: a fresh token is checked with the server too', async () => {
    const requests = fakeFetch([VALID]);
    signedIn(3600);
    expect(await validateSession({ force: true, now: NOW })).toBe('valid');
    expect(requests).toHaveLength(1);
  });

  it('valid answer: the stored user is replaced with the returned user, lastValidated updated', async () => {
    fakeFetch([VALID]);
    signedIn(3600);
    await validateSession({ force: true, now: NOW + 5_000 });
    expect($auth.get().user).toMatchObject({ id: 42, balance: 99, lastValidated: NOW + 5_000 });
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('invalid answer: sign out and clear tokens, with the session-expired toast', async () => {
    await i18n.changeLanguage('en');
    fakeFetch([{ status: 200, body: { valid: false, user: null } }]);
    signedIn(3600);
    expect(await validateSession({ force: true, now: NOW })).toBe('signed-out');
    expect(getAccessToken()).toBeNull();
    expect($auth.get().isAuthenticated).toBe(false);
    expect($toasts.get()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Session expired, please login again' }),
    ]);
  });

  for (const status of [401, 403]) {
    it(`${status}: sign out, clear tokens, toast 'Session expired, please login again'`, async () => {
      await i18n.changeLanguage('en');
      fakeFetch([{ status, body: { message: 'nope' } }]);
      signedIn(3600);
      expect(await validateSession({ force: true, now: NOW })).toBe('signed-out');
      expect(getAccessToken()).toBeNull();
      expect($auth.get().isAuthenticated).toBe(false);
      expect($toasts.get()).toEqual([
        expect.objectContaining({ type: 'error', message: 'Session expired, please login again' }),
      ]);
      // verify-token handles its own 401: no global handler, so no reload and no second toast
      expect(core.navigate).not.toHaveBeenCalled();
    });
  }

  it('5xx: the stored tokens are cleared', async () => {
    fakeFetch([{ status: 503, body: { message: 'down' } }]);
    signedIn(3600);
    expect(await validateSession({ force: true, now: NOW })).toBe('error');
    expect(getAccessToken()).toBeNull();
    expect($toasts.get()).toHaveLength(0);
  });

  it('other errors are ignored: network failure or a 400 keep the session', async () => {
    fakeFetch([new TypeError('Failed to fetch'), { status: 400, body: { message: 'bad' } }]);
    const access = signedIn(3600);
    expect(await validateSession({ force: true, now: NOW })).toBe('error');
    expect(await validateSession({ force: true, now: NOW })).toBe('error');
    expect(getAccessToken()).toBe(access);
    expect($auth.get().isAuthenticated).toBe(true);
    expect($toasts.get()).toHaveLength(0);
  });

  it('an answer for a token replaced meanwhile (refresh, other tab) is ignored', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    fakeFetch(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    signedIn(3600);
    const pending = validateSession({ force: true, now: NOW });
    await flush();
    const newer = token(7200);
    writeStoredSession(newer, 'r2');
    answer({ status: 401, body: { message: 'old token' } });
    expect(await pending).toBe('error');
    expect(getAccessToken()).toBe(newer);
  });

  it('only one check runs at a time: concurrent callers share the check in flight', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    const requests = fakeFetch(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    signedIn(3600);
    const first = validateSession({ force: true, now: NOW });
    const second = validateSession({ force: true, now: NOW });
    expect(second).toBe(first);
    await flush();
    answer(VALID);
    expect(await first).toBe('valid');
    expect(requests).toHaveLength(1);
    // once settled, a new forced check asks again
    const third = validateSession({ force: true, now: NOW });
    expect(third).not.toBe(first);
    await flush();
    answer(VALID);
    await third;
    expect(requests).toHaveLength(2);
  });

  it('unforced checks are skipped when the last check was under 30 s ago', async () => {
    const requests = fakeFetch([VALID, VALID, VALID]);
    signedIn(40);
    await validateSession({ force: true, now: NOW + 5_000 });
    expect(requests).toHaveLength(1);
    // 9 s left (not fresh) but only 26 s since the last check
    expect(await validateSession({ now: NOW + 31_000 })).toBe('skipped');
    expect(requests).toHaveLength(1);
    // 4 s left and 31 s since the last check
    expect(await validateSession({ now: NOW + 36_000 })).toBe('valid');
    expect(requests).toHaveLength(2);
  });

  it('the loading flag is raised during a check when showLoading is set', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    fakeFetch(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    signedIn(3600);
    const pending = validateSession({ force: true, showLoading: true, now: NOW });
    expect($auth.get().isValidating).toBe(true);
    await flush();
    answer(VALID);
    await pending;
    expect($auth.get().isValidating).toBe(false);
  });

  it('the loading flag stays down without showLoading', async () => {
    let answer: (a: FakeAnswer) => void = () => undefined;
    fakeFetch(() => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    signedIn(3600);
    const pending = validateSession({ force: true, now: NOW });
    expect($auth.get().isValidating).toBe(false);
    await flush();
    answer(VALID);
    await pending;
  });

  describe('timers (fake clock)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(NOW);
    });

    it('with a token present, a forced check with the loading flag runs on start', async () => {
      const requests = fakeFetch([VALID]);
      signedIn(3600);
      const stop = startSessionValidation();
      expect($auth.get().isValidating).toBe(true);
      await flush();
      expect(requests).toHaveLength(1);
      expect($auth.get().isValidating).toBe(false);
      stop();
    });

    it('without a token, nothing is checked on start', async () => {
      const requests = fakeFetch([VALID]);
      const stop = startSessionValidation();
      await flush();
      expect(requests).toHaveLength(0);
      expect($auth.get().isValidating).toBe(false);
      stop();
    });

    it('a check runs every 10 minutes while the tab is visible', async () => {
      const requests = fakeFetch([VALID, VALID]);
      signedIn(10 * 60 + 5);
      const stop = startSessionValidation();
      await flush();
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      // 5 s left at the 10-minute mark: the periodic (unforced) check asks the server
      expect(requests).toHaveLength(2);
      stop();
    });

    it('the 10-minute check signs out once the token has run out locally', async () => {
      fakeFetch([VALID]);
      signedIn(5 * 60);
      const stop = startSessionValidation();
      await flush();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect($auth.get().isAuthenticated).toBe(false);
      expect(getAccessToken()).toBeNull();
      stop();
    });

    it('no periodic check while the tab is hidden', async () => {
      fakeFetch([VALID]);
      signedIn(5 * 60);
      const stop = startSessionValidation();
      await flush();
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect($auth.get().isAuthenticated).toBe(true);
      stop();
    });

    it('when the tab becomes visible again, a check runs after 1 s', async () => {
      fakeFetch([VALID]);
      signedIn(2 * 60);
      const stop = startSessionValidation();
      await flush();
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect($auth.get().isAuthenticated).toBe(true);
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(999);
      expect($auth.get().isAuthenticated).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect($auth.get().isAuthenticated).toBe(false);
      stop();
    });

    it('the live socket told the session was revoked (a password reset elsewhere): a forced check signs out at once', async () => {
      await i18n.changeLanguage('en');
      installFakeSocket();
      const requests = fakeFetch([VALID, { status: 200, body: { valid: false, user: null } }]);
      const access = signedIn(3600);
      const stop = startSessionValidation();
      await flush();
      expect(requests).toHaveLength(1);
      // Something on the page holds the socket open (the bell, say); validation only listens.
      const off = subscribeLive('notification', () => undefined);
      FakeSocket.latest().accept();
      FakeSocket.latest().receive({ type: 'session.revoked' });
      await flush();
      expect(requests).toHaveLength(2);
      expect(requests[1]?.url).toBe(`/api/v1/auth/verify-token?token=${access}`);
      expect($auth.get().isAuthenticated).toBe(false);
      expect(getAccessToken()).toBeNull();
      off();
      stop();
      resetLive();
    });

    it('the stop function removes every timer and listener', async () => {
      fakeFetch([VALID]);
      signedIn(2 * 60);
      // jsdom queues its own timer for the storage write; count only what validation adds
      const baseline = vi.getTimerCount();
      const stop = startSessionValidation();
      await flush();
      setVisibility('hidden');
      setVisibility('visible');
      expect(vi.getTimerCount()).toBe(baseline + 2);
      stop();
      expect(vi.getTimerCount()).toBe(baseline);
      await vi.advanceTimersByTimeAsync(20 * 60_000);
      setVisibility('visible');
      await vi.advanceTimersByTimeAsync(2_000);
      expect($auth.get().isAuthenticated).toBe(true);
    });
  });
});
