// A partner page never downloads the vault's cipher. Until a cipher is installed the
// vault reads and writes no session and leaves storage untouched; the embed runtime loads it
// on our own origin only.
import { afterEach, describe, expect, it } from 'vitest';
import {
  installVaultCipher,
  loadVaultCipher,
  readStoredSession,
  vaultCipher,
  writeStoredSession,
  type VaultCipher,
} from '@savdo/core';
import { STORAGE_KEYS } from '@savdo/contract';

describe('the vault without its cipher', () => {
  const real = vaultCipher() as VaultCipher;
  afterEach(() => installVaultCipher(real));

  it('reads no session and writes none, and never clears what is stored', () => {
    expect(writeStoredSession('access', 'refresh', 1)).toBe(true);
    const stored = localStorage.getItem(STORAGE_KEYS.authToken);
    installVaultCipher(null as unknown as VaultCipher);
    expect(readStoredSession()).toBeNull();
    expect(writeStoredSession('other', null, 2)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(stored);
    installVaultCipher(real);
    expect(readStoredSession()).toEqual({
      accessToken: 'access',
      refreshToken: 'refresh',
      timestamp: 1,
    });
  });

  it('loadVaultCipher installs the AES-GCM cipher', async () => {
    installVaultCipher(null as unknown as VaultCipher);
    await loadVaultCipher();
    expect(vaultCipher()).not.toBeNull();
    expect(vaultCipher()?.open(vaultCipher()?.seal('{"a":1}') ?? '')).toBe('{"a":1}');
  });
});
