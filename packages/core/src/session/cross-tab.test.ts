import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@savdo/contract';
import {
  $auth,
  $toasts,
  configureCore,
  login,
  startCrossTabSync,
  writeStoredSession,
  installVaultCipher,
  vaultCipher,
  type VaultCipher,
} from '@savdo/core';
import {
  apiUser,
  freshSessionCore,
  jwt,
  NOW,
  payload,
  token,
} from '../../../../tests/kit/session-test-helpers';

/** What the browser delivers to this tab when another tab changes localStorage. */
function otherTabWrote(key: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, oldValue: 'x' }));
}

function otherTabSignedIn(access: string): void {
  writeStoredSession(access, 'r-other');
  otherTabWrote(STORAGE_KEYS.authToken, localStorage.getItem(STORAGE_KEYS.authToken));
}

describe('cross-tab sync', () => {
  let stop: () => void = () => undefined;
  const core = freshSessionCore({ fakeTimers: true });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('token removed in another tab: log out locally without touching storage or reloading', () => {
    login({ access_token: token(), refresh_token: 'r1', user: apiUser() }, NOW);
    stop = startCrossTabSync();
    localStorage.removeItem(STORAGE_KEYS.authToken);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    otherTabWrote(STORAGE_KEYS.authToken, null);
    expect($auth.get().isAuthenticated).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(core.navigate).not.toHaveBeenCalled();
    expect($toasts.get()).toHaveLength(0);
  });

  it('storage cleared in another tab (key null): log out locally', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    stop = startCrossTabSync();
    localStorage.clear();
    otherTabWrote(null, null);
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('a new valid token written by another tab restores the session here', () => {
    stop = startCrossTabSync();
    otherTabSignedIn(token(3600, { sub: '77', username: 'other' }));
    expect($auth.get()).toMatchObject({
      isAuthenticated: true,
      sessionTimeout: NOW + 3_600_000,
      user: { id: 77, username: 'other' },
    });
  });

  it('a page started without the vault cipher loads it to read another tab’s sign-in', async () => {
    stop = startCrossTabSync();
    const cipher = vaultCipher()!;
    writeStoredSession(token(3600, { sub: '77', username: 'other' }), 'r-other');
    installVaultCipher(null as unknown as VaultCipher);
    try {
      otherTabWrote(STORAGE_KEYS.authToken, localStorage.getItem(STORAGE_KEYS.authToken));
      await vi.waitFor(() => expect($auth.get().user).toMatchObject({ id: 77 }));
      expect(vaultCipher()).not.toBeNull();
    } finally {
      installVaultCipher(cipher);
    }
  });

  it('the same user refreshed in another tab: the user is kept, the expiry updated', () => {
    login({ access_token: token(120), refresh_token: 'r1', user: apiUser() }, NOW);
    stop = startCrossTabSync();
    otherTabSignedIn(token(7200));
    expect($auth.get().sessionTimeout).toBe(NOW + 7_200_000);
    expect($auth.get().user).toMatchObject({ balance: 150_000, name: 'Aziz Karimov' });
  });

  it('another user signed in in another tab replaces this tab’s user', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    stop = startCrossTabSync();
    otherTabSignedIn(token(3600, { sub: '9', username: 'boshqa' }));
    expect($auth.get().user).toMatchObject({ id: 9, username: 'boshqa', balance: 0 });
  });

  it('an invalid or expired token written elsewhere is ignored and storage left alone', () => {
    stop = startCrossTabSync();
    otherTabSignedIn(jwt({ ...payload(), aud: ['other'] }));
    expect($auth.get().isAuthenticated).toBe(false);
    otherTabSignedIn(token(30));
    expect($auth.get().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).not.toBeNull();
  });

  it('an unreadable record written elsewhere is ignored', () => {
    stop = startCrossTabSync();
    localStorage.setItem(STORAGE_KEYS.authToken, 'garbage');
    otherTabWrote(STORAGE_KEYS.authToken, 'garbage');
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('changes of other keys are ignored', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    stop = startCrossTabSync();
    otherTabWrote(STORAGE_KEYS.theme, null);
    otherTabWrote(STORAGE_KEYS.refreshToken, null);
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('the stop function removes the listener', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    startCrossTabSync()();
    otherTabWrote(STORAGE_KEYS.authToken, null);
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it('mode public does not listen at all (no tokens on a foreign origin)', () => {
    configureCore({ mode: 'public' });
    $auth.set({ ...$auth.get(), isAuthenticated: true });
    stop = startCrossTabSync();
    otherTabWrote(STORAGE_KEYS.authToken, null);
    expect($auth.get().isAuthenticated).toBe(true);
  });
});
