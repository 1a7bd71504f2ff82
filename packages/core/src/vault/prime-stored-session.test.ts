// A signed-in page's start opens the stored record with the browser's own AES-GCM before the
// vault's cipher (whose tables cost a long task) is loaded: that record reads without the
// cipher; any other record, a tampered one, a write, still wait for the cipher, and a record the
// browser cannot open is left for the cipher to judge (and clear if tampered).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@savdo/contract';
import {
  installVaultCipher,
  primeStoredSession,
  readStoredSession,
  vaultCipher,
  writeStoredSession,
  type VaultCipher,
} from '@savdo/core';
import { NOW, resetSessionCore } from '../../../../tests/kit/session-test-helpers';
import { openWithWebCrypto } from './web-crypto-open';

const raw = (): string | null => localStorage.getItem(STORAGE_KEYS.authToken);

describe('primeStoredSession', () => {
  const cipher = vaultCipher() as VaultCipher;
  beforeEach(resetSessionCore);
  afterEach(() => {
    installVaultCipher(cipher);
    vi.unstubAllGlobals();
  });

  it("the browser's AES-GCM opens what the vault's cipher sealed, to the same text", async () => {
    const sealed = cipher.seal('{"accessToken":"a","refreshToken":null,"timestamp":1}');
    expect(await openWithWebCrypto(sealed)).toBe(cipher.open(sealed));
  });

  it('a primed record reads without the cipher; another record does not, and nothing is written without it', async () => {
    expect(writeStoredSession('access-1', 'refresh-1', NOW)).toBe(true);
    const sealed = raw();
    installVaultCipher(null as unknown as VaultCipher); // a page that has not loaded it
    expect(readStoredSession()).toBeNull(); // the cipher's own opening does not count

    expect(await primeStoredSession()).toBe(true);
    expect(readStoredSession()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      timestamp: NOW,
    });
    // Another tab wrote a new record: it needs the cipher.
    localStorage.setItem(STORAGE_KEYS.authToken, cipher.seal('{"accessToken":"x"}'));
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.authToken, sealed!);
    expect(readStoredSession()?.accessToken).toBe('access-1');
    // No write without the cipher: the stored record stays as it was.
    expect(writeStoredSession('access-2', 'refresh-2', NOW)).toBe(false);
    expect(raw()).toBe(sealed);
    // With the cipher loaded, the primed record needs no second opening.
    installVaultCipher(cipher);
    const open = vi.spyOn(cipher, 'open');
    expect(readStoredSession()?.accessToken).toBe('access-1');
    expect(open).not.toHaveBeenCalled();
  });

  it('a tampered record is not primed and not cleared: the cipher, once loaded, clears it', async () => {
    writeStoredSession('access-1', 'refresh-1', NOW);
    const sealed = raw()!;
    const bytes = atob(sealed);
    const tampered = btoa(
      bytes.slice(0, -1) + String.fromCharCode(bytes.charCodeAt(bytes.length - 1) ^ 1),
    );
    localStorage.setItem(STORAGE_KEYS.authToken, tampered);
    installVaultCipher(null as unknown as VaultCipher);
    expect(await primeStoredSession()).toBe(false);
    expect(readStoredSession()).toBeNull();
    expect(raw()).toBe(tampered);
    installVaultCipher(cipher);
    expect(readStoredSession()).toBeNull();
    expect(raw()).toBeNull();
  });

  it('without SubtleCrypto (plain http) nothing is primed: start-up loads the cipher', async () => {
    writeStoredSession('access-1', 'refresh-1', NOW);
    installVaultCipher(null as unknown as VaultCipher);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(await primeStoredSession()).toBe(false);
    expect(readStoredSession()).toBeNull();
  });

  it('no stored record: nothing to prime', async () => {
    installVaultCipher(null as unknown as VaultCipher);
    expect(await primeStoredSession()).toBe(false);
  });
});
