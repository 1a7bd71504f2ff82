import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@savdo/contract';
import {
  clearStoredSession,
  encryptSession,
  getAccessToken,
  getRefreshToken,
  readStoredSession,
  vaultCipher,
  writeStoredSession,
} from '@savdo/core';
import { NOW, resetSessionCore } from '../../../../tests/kit/session-test-helpers';

const raw = (): string | null => localStorage.getItem(STORAGE_KEYS.authToken);

describe('token vault', () => {
  beforeEach(resetSessionCore);
  afterEach(() => vi.restoreAllMocks());

  it('stores the session record encrypted under the auth-token key, not in clear text', () => {
    expect(writeStoredSession('access.token.value', 'refresh-value', NOW)).toBe(true);
    const stored = raw();
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('access');
    expect(atob(stored ?? '')).not.toContain('access.token.value');
    // base64 of a 12-byte nonce, the ciphertext and the 16-byte GCM tag
    const bytes = atob(stored ?? '').length;
    const json = JSON.stringify({
      accessToken: 'access.token.value',
      refreshToken: 'refresh-value',
      timestamp: NOW,
    });
    expect(bytes).toBe(12 + json.length + 16);
  });

  it('opens a stored record once: every API call reads the token, and the same text needs no decryption', () => {
    const cipher = vaultCipher();
    expect(cipher).not.toBeNull();
    writeStoredSession('a1', 'r1', NOW);
    const sealed = raw() ?? '';
    const open = vi.spyOn(cipher!, 'open');
    for (let i = 0; i < 5; i++) expect(getAccessToken()).toBe('a1');
    expect(open).not.toHaveBeenCalled();
    // Another text (another tab signed in): opened and checked again.
    localStorage.setItem(
      STORAGE_KEYS.authToken,
      encryptSession({ accessToken: 'a2', refreshToken: null, timestamp: NOW }),
    );
    expect(getAccessToken()).toBe('a2');
    expect(open).toHaveBeenCalledTimes(1);
    // The first text back, tampered by one character: refused and cleared.
    const tampered = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    localStorage.setItem(STORAGE_KEYS.authToken, tampered);
    expect(getAccessToken()).toBeNull();
    expect(raw()).toBeNull();
  });

  it('reads back accessToken, refreshToken (or null) and timestamp', () => {
    writeStoredSession('a1', 'r1', NOW);
    expect(readStoredSession()).toEqual({ accessToken: 'a1', refreshToken: 'r1', timestamp: NOW });
    writeStoredSession('a2', null, NOW + 1);
    expect(readStoredSession()).toEqual({
      accessToken: 'a2',
      refreshToken: null,
      timestamp: NOW + 1,
    });
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBeNull();
  });

  it('uses a random nonce per write: the same record encrypts differently each time', () => {
    const record = { accessToken: 'a', refreshToken: null, timestamp: NOW };
    const first = encryptSession(record);
    const second = encryptSession(record);
    expect(first).not.toBe(second);
    expect(atob(first).slice(0, 12)).not.toBe(atob(second).slice(0, 12));
  });

  it('clearing removes both the auth-token and the refresh-token keys', () => {
    writeStoredSession('a1', 'r1');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'legacy-refresh');
    clearStoredSession();
    expect(raw()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('no stored record means no session', () => {
    expect(readStoredSession()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('garbage under the key is silently no session, and is cleared', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 'not base64 at all %%%');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'x');
    expect(readStoredSession()).toBeNull();
    expect(raw()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('a record too short to hold a nonce is no session', () => {
    localStorage.setItem(STORAGE_KEYS.authToken, btoa('short'));
    expect(readStoredSession()).toBeNull();
    expect(raw()).toBeNull();
  });

  it('a tampered record fails authentication: no session, cleared', () => {
    writeStoredSession('a1', 'r1');
    const bytes = atob(raw() ?? '');
    const flipped =
      bytes.slice(0, 20) + String.fromCharCode(bytes.charCodeAt(20) ^ 1) + bytes.slice(21);
    localStorage.setItem(STORAGE_KEYS.authToken, btoa(flipped));
    expect(readStoredSession()).toBeNull();
    expect(raw()).toBeNull();
  });

  it('a decryptable record of the wrong shape is no session', () => {
    const wrong = encryptSession({
      accessToken: '',
      refreshToken: null,
      timestamp: NOW,
    });
    localStorage.setItem(STORAGE_KEYS.authToken, wrong);
    expect(readStoredSession()).toBeNull();
    expect(raw()).toBeNull();
  });

  it('localStorage throwing on read is silent and means no session', () => {
    writeStoredSession('a1', 'r1');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => readStoredSession()).not.toThrow();
    expect(getAccessToken()).toBeNull();
  });

  it('a full storage (quota) on write is silent: returns false and leaves no session', () => {
    writeStoredSession('old', 'old-r');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStoredSession('new', 'new-r')).toBe(false);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(readStoredSession()).toBeNull();
  });

  it('localStorage throwing on remove is silent', () => {
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => clearStoredSession()).not.toThrow();
  });
});
