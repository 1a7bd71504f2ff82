import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@savdo/contract';
import {
  $coreConfig,
  configureCore,
  getAccessToken,
  mainApi,
  readStoredSession,
  tokensAllowed,
  writeStoredSession,
} from '@savdo/core';
import { fakeFetch, resetSessionCore, token } from '../../../tests/kit/session-test-helpers';

describe('core configuration (config.ts)', () => {
  beforeEach(resetSessionCore);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('defaults to mode app on the same origin', () => {
    expect($coreConfig.get().mode).toBe('app');
    expect($coreConfig.get().apiBase).toBe('');
    expect(tokensAllowed()).toBe(true);
  });

  it('configureCore merges options and strips a trailing slash from apiBase', () => {
    const navigate = vi.fn();
    configureCore({ apiBase: 'https://savdo.example/' });
    configureCore({ mode: 'embedded', onUnauthorizedNavigate: navigate });
    expect($coreConfig.get()).toEqual({
      apiBase: 'https://savdo.example',
      mode: 'embedded',
      onUnauthorizedNavigate: navigate,
    });
  });

  it('mode app navigates with window.location.assign by default', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
    $coreConfig.get().onUnauthorizedNavigate('/auth');
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it('apiBase prefixes every request URL', async () => {
    const requests = fakeFetch([{ status: 200, body: { ok: true } }]);
    configureCore({ apiBase: 'https://api.savdo.example' });
    await mainApi.get('/users/me');
    expect(requests[0]?.url).toBe('https://api.savdo.example/api/v1/users/me');
  });

  it('mode public: the vault never reads or writes storage', () => {
    writeStoredSession(token(), 'r1');
    configureCore({ mode: 'public' });
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    expect(readStoredSession()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(writeStoredSession(token(), null)).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
  });

  it('mode public: no bearer header is ever sent, even with a token in storage', async () => {
    writeStoredSession(token(), 'r1');
    configureCore({ mode: 'public' });
    const requests = fakeFetch([{ status: 200, body: {} }]);
    await mainApi.get('/economic_calendar');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});
