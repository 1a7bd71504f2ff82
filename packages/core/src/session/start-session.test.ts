import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@savdo/contract';
import { $auth, startSession, writeStoredSession } from '@savdo/core';
import type { FakeAnswer } from '../../../../tests/kit/session-test-helpers';
import {
  apiUser,
  fakeFetch,
  flush,
  NOW,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

const VALID: FakeAnswer = { status: 200, body: { valid: true, user: apiUser({ balance: 5 }) } };

describe('startSession', () => {
  beforeEach(async () => {
    await resetSessionCore();
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('restores the stored session, then validates it with the server', async () => {
    const requests = fakeFetch([VALID]);
    writeStoredSession(token(3600), 'r1');
    const stop = startSession();
    expect($auth.get().isAuthenticated).toBe(true);
    expect($auth.get().isValidating).toBe(true);
    await flush();
    expect(requests[0]?.url).toContain('/api/v1/auth/verify-token?token=');
    expect($auth.get().user?.balance).toBe(5);
    stop();
  });

  it('starts the refresh routine and cross-tab sync, and stops all of them', async () => {
    const requests = fakeFetch([
      VALID,
      { status: 200, body: { access_token: token(3600), refresh_token: 'r2', user: apiUser() } },
    ]);
    writeStoredSession(token(150), 'r1');
    const stop = startSession();
    await flush();
    // validation on mount, then the refresh routine's start check (2.5 minutes left)
    expect(requests.map((r) => r.url.split('?')[0])).toEqual([
      '/api/v1/auth/verify-token',
      '/api/v1/auth/refresh',
    ]);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.authToken, newValue: null }),
    );
    expect($auth.get().isAuthenticated).toBe(false);
    stop();
    $auth.set({ ...$auth.get(), isAuthenticated: true });
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.authToken, newValue: null }),
    );
    expect($auth.get().isAuthenticated).toBe(true);
  });
});
